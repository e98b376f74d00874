package scenes_test

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/scenes"
)

func TestUnknownComponentOfAnyValueIsKept(t *testing.T) {
	const file = `{"format":1,"nextId":2,"entities":[{"id":1,"name":"A","components":{"Griff.Nope":5,"Other.Thing":[1,"x"]}}]}`
	s, err := scenes.ReadScene("u.scene", []byte(file), nil)
	if err != nil {
		t.Fatal(err)
	}
	if n := s.Problems().Len(); n != 2 {
		t.Errorf("%d problems, want one warning per unknown component", n)
	}
	out, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"Griff.Nope": 5`, `"Other.Thing": [1, "x"]`} {
		if !strings.Contains(string(out), want) {
			t.Errorf("saved scene lacks %s:\n%s", want, out)
		}
	}
}

func TestKeyGivenTwiceIsRefused(t *testing.T) {
	const file = `{"format":1,"nextId":2,"entities":[{"id":1,"id":2,"name":"A"}]}`
	_, err := scenes.ReadScene("d.scene", []byte(file), nil)
	if err == nil || !strings.Contains(err.Error(), `d.scene:1:44`) || !strings.Contains(err.Error(), `key "id" given twice`) {
		t.Errorf("a key given twice: %v, want an error at 1:44 naming the key", err)
	}
}
