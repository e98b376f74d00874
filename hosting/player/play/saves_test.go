package play

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime/saves"
)

// Play in the window and the server keep save games in a folder: --saves
// names it, the default is griff/GAME/saves in the user's config folder, and
// "off" keeps none; runs of N frames and replays refuse the flag.
func TestSaveStore(t *testing.T) {
	lg, err := load("", Config{}, hosting.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "my saves")
	st, err := saveStore(lg, dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Write("slot1", []byte("data")); err != nil {
		t.Fatal(err)
	}
	if names, err := st.List(); err != nil || len(names) != 1 || names[0] != "slot1" {
		t.Errorf("List = %v, %v; want [slot1]", names, err)
	}
	if _, err := os.Stat(dir); err != nil {
		t.Errorf("the folder %s was not made: %v", dir, err)
	}

	if st, err := saveStore(lg, "off", nil); err != nil || st != nil {
		t.Errorf(`saveStore("off") = %v, %v; want no store`, st, err)
	}

	config := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", config) // os.UserConfigDir on Linux
	t.Setenv("HOME", config)            // and on macOS
	st, err = saveStore(lg, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := hosting.DefaultSaveDir(lg.Project.Name)
	if fst, ok := st.(*hosting.FolderStore); !ok || fst.Dir != want || !strings.HasPrefix(want, config) {
		t.Errorf("the default store is %#v, want a folder store in %s", st, want)
	}

	file := filepath.Join(t.TempDir(), "file")
	os.WriteFile(file, nil, 0o644)
	if _, err := saveStore(lg, filepath.Join(file, "saves"), nil); err == nil || !strings.Contains(err.Error(), "--saves off") {
		t.Errorf("a folder that cannot be made: %v, want an error saying what to do", err)
	}

	for _, args := range [][]string{{"--frames", "5", "--saves", dir}, {"--replay", "x", "--saves", dir}} {
		if _, err := parseFlags(args, io.Discard); err == nil || !strings.Contains(err.Error(), "--saves is for play in the window") {
			t.Errorf("%v: %v, want --saves refused", args, err)
		}
	}
}

// The platform's store (platformSaves: in a browser, the page's
// localStorage) is made when --saves names no folder; --saves FOLDER and
// "off" still win.
func TestSaveStorePlatform(t *testing.T) {
	lg, err := load("", Config{}, hosting.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	mem := &saves.MemoryStore{}
	made := func(got *hosting.LoadedGame) (saves.Store, error) {
		if got != lg {
			t.Errorf("the platform's store got another game")
		}
		return mem, nil
	}
	if st, err := saveStore(lg, "", made); err != nil || st != mem {
		t.Errorf(`saveStore("", platform) = %v, %v; want the platform's store`, st, err)
	}
	if st, err := saveStore(lg, "off", made); err != nil || st != nil {
		t.Errorf(`saveStore("off", platform) = %v, %v; want none`, st, err)
	}
	dir := t.TempDir()
	if st, err := saveStore(lg, dir, made); err != nil || st == mem {
		t.Errorf(`saveStore(folder, platform) = %v, %v; want the folder's store`, st, err)
	}
}

// Outside a browser there is no platform store: saves go to a folder.
func TestNoPlatformSavesOnTheDesktop(t *testing.T) {
	if platformSaves() != nil {
		t.Error("platformSaves() is not nil outside a browser")
	}
}

// An agent's game keeps its save games in memory unless --saves names a
// folder, so an agent never overwrites a player's saves; a --server game with
// --mcp keeps the server's folder.
func TestAgentSavesInMemory(t *testing.T) {
	lg, err := load("", Config{}, hosting.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []config{{mcp: true}, {mcpHTTP: "127.0.0.1:0"}} {
		st, err := playSaves(lg, c)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := st.(*saves.MemoryStore); !ok {
			t.Errorf("%+v: the store is %T, want *saves.MemoryStore", c, st)
		}
	}
	dir := filepath.Join(t.TempDir(), "agent saves")
	st, err := playSaves(lg, config{mcp: true, saves: dir})
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Write("slot1", []byte("data")); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "slot1"+hosting.SaveExt)); err != nil {
		t.Errorf("--saves %s with --mcp: the save is not in the folder: %v", dir, err)
	}
	dir = filepath.Join(t.TempDir(), "server saves")
	if st, err := playSaves(lg, config{mcp: true, server: true, saves: dir}); err != nil {
		t.Fatal(err)
	} else if _, ok := st.(*hosting.FolderStore); !ok {
		t.Errorf("--server --mcp --saves: the store is %T, want *hosting.FolderStore", st)
	}
}
