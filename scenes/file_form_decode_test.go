package scenes_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/griffengine/griff/scenes"
)

// decodes counts the calls of decodeWord, the decoder the Test.Word and
// Test.WordUser file forms share through DecodeOnce. The tests using it do
// not run in parallel.
var decodes int

// word is a component whose file form {"say": TEXT} decodes to its Text; a
// Test.WordUser on the same entity copies that text, decoding the sibling's
// object through DecodeOnce too.
type word struct {
	Text string `json:"text"`
}

type wordUser struct {
	Copy string `json:"copy"`
}

func decodeWord(obj json.RawMessage) (string, error) {
	decodes++
	var f struct {
		Say string `json:"say"`
	}
	err := json.Unmarshal(obj, &f)
	return strings.ToUpper(f.Say), err
}

func init() {
	scenes.Register[word]("Test.Word", scenes.Expand(func(f map[string]json.RawMessage, in *scenes.FileContext) error {
		if _, ok := f["say"]; !ok {
			return nil
		}
		var text string
		var err error
		if own := in.Own(); own != nil {
			text, err = scenes.DecodeOnce(in, own, decodeWord)
		} else {
			obj, _ := json.Marshal(f)
			text, err = decodeWord(obj)
		}
		delete(f, "say")
		f["text"], _ = json.Marshal(text)
		return err
	}))
	scenes.Register[wordUser]("Test.WordUser", scenes.Expand(func(f map[string]json.RawMessage, in *scenes.FileContext) error {
		if _, ok := f["fromWord"]; !ok {
			return nil
		}
		text, err := scenes.DecodeOnce(in, in.Sibling("Test.Word"), decodeWord)
		delete(f, "fromWord")
		f["copy"], _ = json.Marshal(text)
		return err
	}))
}

// A component's file form decoded by its own expansion and by another
// component reading it is decoded once per file read, in either order, and
// both get the same result.
func TestDecodeOnceSharesADecode(t *testing.T) {
	for _, order := range []string{
		`"Test.Word": {"say": "hi"}, "Test.WordUser": {"fromWord": true}`,
		`"Test.WordUser": {"fromWord": true}, "Test.Word": {"say": "hi"}`,
	} {
		decodes = 0
		data := []byte(`{"format": 1, "entities": [{"id": 1, "name": "A", "components": {` + order + `}}]}`)
		s, err := scenes.ReadScene("w.json", data, nil)
		if err != nil {
			t.Fatal(err)
		}
		e := s.Find("A")
		if w, u := scenes.Get[word](e), scenes.Get[wordUser](e); w == nil || u == nil || w.Text != "HI" || u.Copy != "HI" {
			t.Errorf("%s: read %+v and %+v, want both HI", order, w, u)
		}
		if decodes != 1 {
			t.Errorf("%s: decoded %d times, want once", order, decodes)
		}
		if _, err := scenes.ReadScene("w.json", data, nil); err != nil {
			t.Fatal(err)
		}
		if decodes != 2 {
			t.Errorf("%s: after a second read, decoded %d times, want 2 (once per read)", order, decodes)
		}
	}
}

// DecodeOnce with no FileContext, or an object not from the file, decodes
// every time.
func TestDecodeOnceOutsideAFile(t *testing.T) {
	decodes = 0
	obj := json.RawMessage(`{"say": "x"}`)
	for range 2 {
		if got, err := scenes.DecodeOnce(nil, obj, decodeWord); err != nil || got != "X" {
			t.Fatalf("DecodeOnce(nil, ...) = %q, %v, want X", got, err)
		}
	}
	if decodes != 2 {
		t.Errorf("decoded %d times, want 2", decodes)
	}
}
