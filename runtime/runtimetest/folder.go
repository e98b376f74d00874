package runtimetest

import (
	"io/fs"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// Folder returns a system (named "Folder", with no steps) that provides
// fsys as the game's fs.FS service, as a host provides the game's folder,
// so a module's system under test reads its files (levels, move lists,
// stories) from fsys.
func Folder(fsys fs.FS) runtime.System { return folder{fsys} }

type folder struct{ fsys fs.FS }

func (folder) Name() string { return "Folder" }

func (f folder) Setup(g *runtime.Game) error {
	runtime.Provide[fs.FS](g, f.fsys)
	return nil
}

// Loader loads a game folder's scenes, "scenes/NAME.json" of FS, for the
// Scenes option of builtins.Options (sceneflow.Loader).
type Loader struct{ FS fs.FS }

// LoadScene reads the scene called name from scenes/name.json; a file that
// does not read is its error, a scene that does not, scenes.ReadScene's.
func (l Loader) LoadScene(name string, problems *scenes.Problems) (*scenes.Scene, error) {
	data, err := fs.ReadFile(l.FS, "scenes/"+name+".json")
	if err != nil {
		return nil, err
	}
	return scenes.ReadScene(name, data, problems)
}

// FolderWith returns a copy of every file of fsys (a module's template,
// say) in memory, with the files of extra (path to text) added or
// replacing fsys's. A file of fsys that does not read fails the test at
// once.
func FolderWith(t testing.TB, fsys fs.FS, extra map[string]string) fstest.MapFS {
	t.Helper()
	m := fstest.MapFS{}
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(fsys, p)
		m[p] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range extra {
		m[k] = &fstest.MapFile{Data: []byte(v)}
	}
	return m
}
