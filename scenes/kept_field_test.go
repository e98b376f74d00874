package scenes_test

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/scenes"
)

func TestMistypedFieldWarnsWithTheNearestName(t *testing.T) {
	const file = `{"format":1,"nextId":2,"entities":[{"id":1,"name":"A","components":{"Test.Fuse":{"Delay":"1s","tiks":[1]}}}]}`
	s, err := scenes.ReadScene("k.scene", []byte(file), nil)
	if err != nil {
		t.Fatal(err)
	}
	var msgs []string
	for _, p := range s.Problems().List() {
		msgs = append(msgs, p.String())
	}
	got := strings.Join(msgs, "\n")
	for _, want := range []string{
		`A#1: Test.Fuse: "Delay" is not a field of Test.Fuse; its value is kept and saved unchanged (did you mean "delay"?)`,
		`A#1: Test.Fuse: "tiks" is not a field of Test.Fuse; its value is kept and saved unchanged (did you mean "ticks"?)`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("problems:\n%s\nwant one containing %s", got, want)
		}
	}
	out, _ := s.Marshal()
	if !strings.Contains(string(out), `"tiks": [1]`) {
		t.Errorf("the mistyped field's value was not kept:\n%s", out)
	}
}
