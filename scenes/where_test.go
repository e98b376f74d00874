package scenes_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/griffengine/griff/scenes"
)

// whereScene is a scene file whose entity Level/MyDiamond#69 starts at line 4,
// column 7, with a field given as the wrong type when bad is true.
func whereScene(bad bool) string {
	fuse := `{"delay": "1s"}`
	if bad {
		fuse = `{"ticks": "many"}`
	}
	return `{"format": 1, "nextId": 70, "entities": [
  {"id": 1, "name": "Level", "children": [
    {"id": 2, "name": "Floor"},
      {"id": 69, "name": "MyDiamond", "components": {"Test.Fuse": ` + fuse + `}}
  ]}
]}`
}

// An error reading a scene file and a warning about one of its entities while
// the game plays name the entity the same way: the file with the line and
// column, then its path and id.
func TestErrorsAndWarningsNameTheEntityAlike(t *testing.T) {
	_, err := scenes.ReadScene("scenes/level.json", []byte(whereScene(true)), nil)
	wantErr := `scenes/level.json:4:77: Level/MyDiamond#69: entities[0].children[1].components["Test.Fuse"].ticks: `
	if err == nil || !strings.HasPrefix(err.Error(), wantErr) {
		t.Errorf("error %v, want it to start with %s", err, wantErr)
	}
	tmpl, err := scenes.ReadSceneTemplate("scenes/level.json", []byte(whereScene(false)), nil)
	if err != nil {
		t.Fatal(err)
	}
	s := tmpl.New(nil)
	e := s.Entity(69)
	if line, col := s.Where(69); line != 4 || col != 7 {
		t.Errorf("Where(69) = %d, %d, want 4, 7", line, col)
	}
	s.Problems().Warn(e, "Test.Fuse", "no entity named %q", "Key")
	want := `warning: scenes/level.json:4:7: Level/MyDiamond#69: Test.Fuse: no entity named "Key"`
	if got := s.Problems().List()[0].String(); got != want {
		t.Errorf("warning %q, want %q", got, want)
	}
	// A field kept because it is not one of the component's is named where its
	// key is.
	kept := strings.Replace(whereScene(false), `"delay": "1s"`, `"delay": "1s", "tiks": [1]`, 1)
	ks, err := scenes.ReadScene("scenes/level.json", []byte(kept), nil)
	if err != nil {
		t.Fatal(err)
	}
	col := strings.Index(strings.Split(kept, "\n")[3], `"tiks"`) + 1
	wantKept := fmt.Sprintf(`warning: scenes/level.json:4:%d: Level/MyDiamond#69: Test.Fuse: "tiks" is not a field of Test.Fuse`, col)
	if got := ks.Problems().List(); len(got) != 1 || !strings.HasPrefix(got[0].String(), wantKept) {
		t.Errorf("problems %v, want one starting %s", got, wantKept)
	}
	spawned := s.NewEntity("Spark", nil)
	if line, col := s.Where(spawned.ID()); line != 0 || col != 0 {
		t.Errorf("Where of an entity made in code = %d, %d, want 0, 0", line, col)
	}
	s.Problems().Warn(spawned, "", "lost")
	if got, want := s.Problems().List()[1].String(), "warning: scenes/level.json: Spark#70: lost"; got != want {
		t.Errorf("warning %q, want %q", got, want)
	}
}
