package scenes_test

import (
	"bytes"
	"testing"

	"github.com/griffengine/griff/scenes"
)

const bom = "\xef\xbb\xbf"

// A scene, scene template or prefab file that starts with a UTF-8 byte order
// mark (as some Windows editors write it) reads as the same file without it.
func TestByteOrderMarkIsSkipped(t *testing.T) {
	plain := []byte("{\"nextId\": 9, \"entities\": [{\"id\": 3, \"name\": \"Coin\",\n  \"components\": {\"Test.Mover\": {\"Speed\": 2}}}]}")
	marked := append([]byte(bom), plain...)
	want, err := scenes.ReadScene("a.scene", plain, nil)
	if err != nil {
		t.Fatal(err)
	}
	wantText, _ := want.Marshal()
	s, err := scenes.ReadScene("a.scene", marked, nil)
	if err != nil {
		t.Fatalf("ReadScene with a byte order mark: %v", err)
	}
	if got, _ := s.Marshal(); !bytes.Equal(got, wantText) {
		t.Errorf("with a byte order mark the scene is\n%s\nwant\n%s", got, wantText)
	}
	st, err := scenes.ReadSceneTemplate("a.scene", marked, nil)
	if err != nil {
		t.Fatalf("ReadSceneTemplate with a byte order mark: %v", err)
	}
	if got, _ := st.New(nil).Marshal(); !bytes.Equal(got, wantText) {
		t.Errorf("with a byte order mark the scene template makes\n%s\nwant\n%s", got, wantText)
	}
	tmpl, err := scenes.ReadTemplate("coin.prefab", marked, nil)
	if err != nil {
		t.Fatalf("ReadTemplate with a byte order mark: %v", err)
	}
	if got := scenes.Get[Mover](tmpl.Root()); tmpl.Root().Name() != "Coin" || got == nil || got.Speed != 2 {
		t.Errorf("prefab with a byte order mark: root %v, mover %+v", tmpl.Root(), got)
	}
}

// A mistake in a file with a byte order mark is reported at the line and
// column an editor shows, which do not count the mark: the same as without it.
func TestByteOrderMarkKeepsPositions(t *testing.T) {
	for _, in := range []string{
		"{\"entities\": [{\"id\": 1,,}]}",                          // syntax, line 1
		"{\"entities\":[{\"id\":1,\"nmae\":\"x\"}]}",               // format, line 1
		"{\n  \"entities\": [\n    {\"id\": 1, \"id\": 2}\n  ]\n}", // a key given twice, line 3
		"{\"entities\": [",                                         // truncated
	} {
		_, plainErr := scenes.ReadScene("bad.scene", []byte(in), nil)
		_, markErr := scenes.ReadScene("bad.scene", []byte(bom+in), nil)
		if plainErr == nil || markErr == nil || plainErr.Error() != markErr.Error() {
			t.Errorf("%q: with a byte order mark the error is %v, want %v", in, markErr, plainErr)
		}
	}
}

// Only a mark at the very start is skipped: one anywhere else is not JSON.
func TestByteOrderMarkInsideIsRefused(t *testing.T) {
	if _, err := scenes.ReadScene("bad.scene", []byte("{}"+bom), nil); err == nil {
		t.Error("a byte order mark after the object was read")
	}
	if _, err := scenes.ReadScene("bad.scene", []byte(bom+bom+"{}"), nil); err == nil {
		t.Error("two byte order marks were read")
	}
}
