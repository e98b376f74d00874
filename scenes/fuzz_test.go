package scenes_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/griffengine/griff/scenes"
)

// FuzzReadScene checks that no input makes ReadScene panic, that every failure is
// a *FileError, and that whatever it reads writes out in a form that reads back
// to the same bytes.
func FuzzReadScene(f *testing.F) {
	seeds, _ := filepath.Glob(filepath.Join("testdata", "*.scene"))
	inputs, _ := filepath.Glob(filepath.Join("testdata", "*.json"))
	seeds = append(seeds, inputs...)
	for _, path := range seeds {
		data, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, s := range []string{
		`{}`, `{"entities":[]}`, `{"format":1,"nextId":3,"entities":[{"id":1,"children":[{"id":2}]}]}`,
		`{"entities":[{"id":1,"components":{"Test.Door":{"Open":true}}}]}`,
		`{"entities":[{"id":1,"components":{"Test.Mover":{"Speed":1,"Extra":[1,{"a":null}]},"X.Y":{"q":"\u00e9"}}}]}`,
		`{"entities":[{"id":1,"transform":{"position":[1e308,-0],"rotation":3,"scale":[0,0]}}]}`,
		`{"entities":[{"id":9007199254740992,"active":false,"name":"a/b"}]}`,
		`{"entities":[{"id":1,"components":{"Test.Inventory":{"Items":null,"Counts":{"x":1},"Best":{"Name":"n"}}}}]}`,
		`{"entities":[{"id":1,"components":{"Test.Sprite2":{"flip_x":true,"tilesize":3,"tileSize":4}}}]}`,
		`{"entities":[{"id":1,"components":{"Test.Lamp":{"on":true,"glow_radius":1.5}}}]}`,
		"\xef\xbb\xbf{\"entities\":[{\"id\":1,\"name\":\"a\"}]}",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := scenes.ReadScene("fuzz.scene", data, nil)
		if err != nil {
			var fe *scenes.FileError
			if !errors.As(err, &fe) || fe.Line < 1 || fe.Column < 1 {
				t.Fatalf("error %v is not a *FileError with a position", err)
			}
			return
		}
		out, err := s.Marshal()
		if err != nil {
			return // e.g. a value the component cannot encode
		}
		s2, err := scenes.ReadScene("fuzz2.scene", out, nil)
		if err != nil {
			t.Fatalf("reading what Marshal wrote: %v\n%s", err, out)
		}
		out2, err := s2.Marshal()
		if err != nil || !bytes.Equal(out, out2) {
			t.Fatalf("second round trip differs (%v):\n%s\nthen:\n%s", err, out, out2)
		}
	})
}
