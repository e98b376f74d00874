package ldtk_test

import (
	"errors"
	"os"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/ldtk"
	"github.com/griffengine/griff/scenes/level"
)

// FuzzLDtk reads any bytes as a project whose external level file is the
// same bytes: it must return an error or a level whose scene file can be
// written (or is refused as past scenes.MaxFileSize, level.ErrTooLarge) and
// reads back as a scene, never panic.
func FuzzLDtk(f *testing.F) {
	for _, name := range []string{"small.ldtk", "SeparateLevelFiles.ldtk", "SeparateLevelFiles/World_Level_0.ldtkl"} {
		data, err := os.ReadFile("testdata/" + name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(`{"jsonVersion":"1","worldLayout":"LinearVertical","levels":[{"identifier":"A","externalRelPath":"a.ldtkl"}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		fsys := fstest.MapFS{"a.ldtkl": {Data: data}}
		var p scenes.Problems
		l, err := ldtk.Read("fuzz.ldtk", data, fsys, &p)
		if err != nil {
			return
		}
		sf, err := l.SceneFile()
		if errors.Is(err, level.ErrTooLarge) {
			return
		}
		if err != nil {
			t.Fatalf("SceneFile: %v", err)
		}
		if _, err := scenes.ReadScene(l.Name, sf, nil); err != nil {
			t.Fatalf("the scene made from the project does not read: %v", err)
		}
	})
}
