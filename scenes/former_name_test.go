package scenes_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/griffengine/griff/scenes"
)

// bell is a component that moved: files once saved it as "Old.Chime", with
// its count as "rings" and a field "broken" that is gone.
type bell struct {
	Count int  `json:"count"`
	Loud  bool `json:"loud"`
}

func init() {
	scenes.Register[bell]("Test.Bell")
	scenes.AddFormerName[bell]("Old.Chime", func(f map[string]json.RawMessage) error {
		if string(f["broken"]) == "true" {
			return errors.New("a broken chime has no bell form")
		}
		delete(f, "broken")
		if r, ok := f["rings"]; ok {
			delete(f, "rings")
			f["count"] = r
		}
		return nil
	})
	scenes.AddFormerName[bell]("Old.Bell", nil)
}

func TestAddFormerName(t *testing.T) {
	const src = `{"entities": [
		{"id": 1, "name": "A", "components": {"Old.Chime": {"rings": 3, "broken": false, "loud": true}}},
		{"id": 2, "name": "B", "components": {"Old.Bell": {"count": 2}}},
		{"id": 3, "name": "C", "components": {"Test.Bell": {"rings": 5}}}]}`
	var problems []string
	s, err := scenes.ReadScene("bells.json", []byte(src), scenes.NewProblems(func(p scenes.Problem) { problems = append(problems, p.String()) }))
	if err != nil {
		t.Fatal(err)
	}
	got := []bell{*scenes.Get[bell](s.Find("A")), *scenes.Get[bell](s.Find("B")), *scenes.Get[bell](s.Find("C"))}
	if want := []bell{{3, true}, {2, false}, {0, false}}; got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Errorf("bells %+v, want %+v (the conversion runs only on the former name)", got, want)
	}
	if len(problems) != 1 || !strings.Contains(problems[0], "rings") {
		t.Errorf("problems %q, want one about C's unknown key rings", problems)
	}
	if names := scenes.TypeOf[bell]().FormerNames(); strings.Join(names, ",") != "Old.Chime,Old.Bell" {
		t.Errorf("former names %q", names)
	}
	b, err := s.Marshal()
	if err != nil || strings.Contains(string(b), "Old.") || strings.Count(string(b), `"Test.Bell"`) != 3 {
		t.Errorf("saved %s, %v; want every bell saved as Test.Bell", b, err)
	}
	_, err = scenes.ReadScene("broken.json", []byte(`{"entities": [{"id": 1, "name": "A", "components": {"Old.Chime": {"broken": true}}}]}`), scenes.NewProblems(nil))
	if !errors.Is(err, scenes.ErrFormat) || !strings.Contains(err.Error(), "a broken chime has no bell form") {
		t.Errorf("reading a broken chime: %v, want an ErrFormat with the conversion's error", err)
	}
}
