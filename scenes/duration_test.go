package scenes_test

import (
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/scenes"
)

type fuse struct {
	Delay time.Duration `json:"delay"`
	Ticks []int         `json:"ticks,omitempty"`
}

func init() { scenes.Register[fuse]("Test.Fuse") }

func TestDurationFieldsAreText(t *testing.T) {
	const file = `{"format":1,"nextId":3,"entities":[` +
		`{"id":1,"name":"A","components":{"Test.Fuse":{"delay":"1.5s"}}},` +
		`{"id":2,"name":"B","components":{"Test.Fuse":{"delay":250000000}}}]}`
	s, err := scenes.ReadScene("d.scene", []byte(file), nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := scenes.Get[fuse](s.Find("A")).Delay; got != 1500*time.Millisecond {
		t.Errorf("\"1.5s\" read as %v", got)
	}
	if got := scenes.Get[fuse](s.Find("B")).Delay; got != 250*time.Millisecond {
		t.Errorf("250000000 read as %v, want 250ms", got)
	}
	out, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"delay": "1.5s"`, `"delay": "250ms"`} {
		if !strings.Contains(string(out), want) {
			t.Errorf("written scene lacks %s:\n%s", want, out)
		}
	}
	_, err = scenes.ReadScene("d.scene", []byte(strings.Replace(file, `"1.5s"`, `"soon"`, 1)), nil)
	if err == nil || !strings.Contains(err.Error(), `"soon" is not a duration`) || !strings.Contains(err.Error(), "d.scene:1:") {
		t.Errorf("bad duration text: %v, want an error naming the file, position and text", err)
	}
}
