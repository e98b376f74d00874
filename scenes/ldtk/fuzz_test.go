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
	// A level file holding another level, a tileset uid not defined, a
	// tileset image not in the folder, a layer type Griff does not read.
	f.Add([]byte(`{"jsonVersion":"1","defs":{"tilesets":[{"uid":7,"identifier":"T","relPath":"t.png","tileGridSize":8,"__cWid":2}]},"levels":[` +
		`{"identifier":"A","iid":"a","externalRelPath":"a.ldtkl"},{"identifier":"B","iid":"b","layerInstances":[` +
		`{"__identifier":"D","__type":"Tiles","__cWid":2,"__cHei":1,"__gridSize":8,"__tilesetDefUid":7,"iid":"y","gridTiles":[{"px":[0,0],"src":[0,0],"t":0}]},` +
		`{"__identifier":"G","__type":"Tiles","__cWid":2,"__cHei":1,"__gridSize":8,"__tilesetDefUid":9,"iid":"z","gridTiles":[{"px":[0,0],"src":[0,0],"t":0}]},` +
		`{"__identifier":"H","__type":"Hexes","__gridSize":8,"iid":"h"}]}]}`))
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
