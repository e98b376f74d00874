package hosting

import (
	"testing"
	"testing/fstest"
)

func TestIsContentFile(t *testing.T) {
	for name, want := range map[string]bool{
		"project.griff":          true,
		"scenes/main.json":       true,
		"moves/ryo.moves":        true,
		"assets/ryo.json":        true,
		"puzzles/one.txt":        true,
		"assets/ryo.png":         false,
		"assets/Theme.OGG":       false,
		"assets/font.ttf":        false,
		"README.md":              false,
		"game/logic.go":          false,
		"go.mod":                 false,
		"go.sum":                 false,
		"go.work":                false,
		"tools/gen.go":           false,
		".git/config":            false,
		"levels/.hidden/x.tmx":   false,
		"assets/hero.aseprite":   false,
		"levels/one.tmx":         true,
		"story/chapter1.novel":   true,
		"assets/clip.webm":       false,
		"tables/enemies.csv":     true,
		"dialogue/intro.dlg":     true,
		"levels/tiles/grass.tsx": true,
	} {
		if got := IsContentFile(name); got != want {
			t.Errorf("IsContentFile(%q) = %v, want %v", name, got, want)
		}
	}
}

// A module's data file (here a fighting move list) changes the hash; art,
// documentation, Go code and hidden files do not.
func TestContentHashCoversModuleData(t *testing.T) {
	base := func() fstest.MapFS {
		return fstest.MapFS{
			"project.griff":    {Data: []byte(`{"name": "x"}`)},
			"scenes/main.json": {Data: []byte(`{"entities": []}`)},
			"moves/ryo.moves":  {Data: []byte("move jab\n")},
			"assets/ryo.png":   {Data: []byte("png")},
			"README.md":        {Data: []byte("# x")},
			"logic.go":         {Data: []byte("package game")},
			".git/HEAD":        {Data: []byte("ref")},
		}
	}
	hash := func(fsys fstest.MapFS) string {
		t.Helper()
		h, err := contentHash(fsys, nil)
		if err != nil {
			t.Fatal(err)
		}
		return h
	}
	want := hash(base())
	for file, counts := range map[string]bool{
		"moves/ryo.moves": true, "scenes/main.json": true,
		"assets/ryo.png": false, "README.md": false, "logic.go": false, ".git/HEAD": false,
	} {
		fsys := base()
		fsys[file] = &fstest.MapFile{Data: append([]byte("changed "), fsys[file].Data...)}
		if changed := hash(fsys) != want; changed != counts {
			t.Errorf("editing %s changed the content hash: %v, want %v", file, changed, counts)
		}
	}
	fsys := base()
	fsys["puzzles/new.board"] = &fstest.MapFile{Data: []byte("..")}
	if hash(fsys) == want {
		t.Error("a new data file did not change the content hash")
	}
	if h, err := contentHash(base(), []string{"../outside.tmx"}); err != nil || h == want {
		t.Errorf("a level file outside the folder: hash %s, error %v; want a new hash and no error", h, err)
	}
}
