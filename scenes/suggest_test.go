package scenes_test

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/scenes"
)

func TestSuggest(t *testing.T) {
	names := []string{"Griff.Shape", "Griff.Sprite", "Griff.SpriteAnimation", "Griff.Text"}
	for _, c := range []struct{ name, want string }{
		{"Griff.Sprit", "Griff.Sprite"},
		{"griff.sprite", "Griff.Sprite"},
		{"Griff.Shap", "Griff.Shape"},
		{"Griff.Txet", "Griff.Text"},
		{"Griff.Sprite", ""}, // a name that is there needs no suggestion
		{"Physics.Body", ""}, // nothing near
		{"Griff.Spr", ""},    // 3 edits away
		{"", ""},
	} {
		if got := scenes.Suggest(c.name, names); got != c.want {
			t.Errorf("Suggest(%q) = %q, want %q", c.name, got, c.want)
		}
	}
	if got, want := scenes.DidYouMean("Griff.Sprit", names), ` (did you mean "Griff.Sprite"?)`; got != want {
		t.Errorf("DidYouMean = %q, want %q", got, want)
	}
	if got := scenes.DidYouMean("Nothing.Near", names); got != "" {
		t.Errorf("DidYouMean of a name near nothing = %q, want \"\"", got)
	}
}

func TestMistypedComponentWarnsWithTheNearestName(t *testing.T) {
	const file = `{"format":1,"nextId":2,"entities":[{"id":1,"name":"A","components":{"Test.Fuze":{"delay":"1s"}}}]}`
	s, err := scenes.ReadScene("k.scene", []byte(file), nil)
	if err != nil {
		t.Fatal(err)
	}
	var msgs []string
	for _, p := range s.Problems().List() {
		msgs = append(msgs, p.String())
	}
	got := strings.Join(msgs, "\n")
	want := `Test.Fuze: unknown component; its data is kept and saved unchanged (did you mean "Test.Fuse"?)`
	if !strings.Contains(got, want) {
		t.Errorf("problems:\n%s\nwant one containing %s", got, want)
	}
}
