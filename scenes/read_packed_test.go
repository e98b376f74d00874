package scenes_test

import (
	"errors"
	"testing"

	"github.com/griffengine/griff/scenes"
)

// TestLongNumberArrayMistakePlaced: a long array of numbers is read whole
// (jsontree.ParsePacked), yet a value in it that does not fit its field is
// placed at that value, as when every number had its node.
func TestLongNumberArrayMistakePlaced(t *testing.T) {
	data := []byte(`{"entities": [{"id": 1, "components": {"Test.Numbered": {
  "points": [0, 1, 2, 3, 4, 5, 6, 7, 2.5, 9]}}}]}`)
	_, err := scenes.ReadScene("long.json", data, nil)
	var fe *scenes.FileError
	if !errors.As(err, &fe) {
		t.Fatalf("ReadScene: %v, want a *FileError", err)
	}
	const want = `long.json:2:38: #1: entities[0].components["Test.Numbered"].points[8]: not a valid scene file: cannot read a JSON number 2.5 as int`
	if fe.Line != 2 || fe.Column != 38 || err.Error() != want {
		t.Errorf("error %q at %d:%d, want %q", err, fe.Line, fe.Column, want)
	}
	good := []byte(`{"entities": [{"id": 1, "components": {"Test.Numbered": {"points": [0, 1, 2, 3, 4, 5, 6, 7, -8, 9]}}}]}`)
	s, err := scenes.ReadScene("good.json", good, nil)
	if err != nil {
		t.Fatal(err)
	}
	c := scenes.Get[numbered](s.Roots()[0])
	if len(c.Points) != 10 || c.Points[8] != -8 || c.Points[9] != 9 {
		t.Errorf("points read as %v", c.Points)
	}
}
