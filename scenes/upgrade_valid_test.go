package scenes_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/scenes"
)

// reshaped is a component whose upgrade from version 1 may write a value
// that is not JSON (when the file gives "broken"), to check that the reader
// refuses it while taking the values the upgrade left as the file gave them.
type reshaped struct {
	A     int   `json:"a"`
	Cells []int `json:"cells"`
}

func init() {
	scenes.Register[reshaped]("Test.Reshaped", scenes.Version(2), scenes.Upgrade(1, func(f map[string]json.RawMessage) error {
		if _, ok := f["broken"]; ok {
			f["a"] = json.RawMessage(`{`)
			delete(f, "broken")
		}
		return nil
	}))
}

func TestUpgradedValuesChecked(t *testing.T) {
	s, err := scenes.ReadScene("f.scene", sceneWith(`"Test.Reshaped":{"version":1,"a":3,"cells":[ 1, 2,
		3 ]}`), nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := scenes.Get[reshaped](s.Find("A")); got.A != 3 || !slices.Equal(got.Cells, []int{1, 2, 3}) {
		t.Errorf("upgraded %+v, want a 3 and cells 1 2 3", *got)
	}
	_, err = scenes.ReadScene("f.scene", sceneWith(`"Test.Reshaped":{"version":1,"broken":true,"cells":[1]}`), nil)
	if want := `upgrading Test.Reshaped from version 1: key "a" is not valid JSON after the upgrade`; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("an upgrade writing a value that is not JSON: error %v, want one containing %s", err, want)
	}
}
