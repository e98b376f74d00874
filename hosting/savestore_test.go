package hosting_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"os"
	"path/filepath"
	goruntime "runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff/atomicfile"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime/saves"
	"github.com/griffengine/griff/runtime/saves/savestest"
	"github.com/griffengine/griff/scenes"
)

// savingGame returns the built-in game saving to store with the stand-in
// snapshot, its loop, its service and the problems reported.
func savingGame(t *testing.T, store saves.Store) (*hosting.Loop, saves.Saves, *[]scenes.Problem) {
	t.Helper()
	var problems []scenes.Problem
	g, err := builtin(t).NewGame(hosting.Options{Saves: store,
		Snapshot: savestest.StandInSnapshot, Restore: savestest.StandInRestore,
		Problems: func(p scenes.Problem) { problems = append(problems, p) }})
	if err != nil {
		t.Fatal(err)
	}
	s, ok := saves.Of(g)
	if !ok {
		t.Fatal("a game with a store has no saves service")
	}
	return &hosting.Loop{Game: g}, s, &problems
}

func step(t *testing.T, l *hosting.Loop) {
	t.Helper()
	if _, err := l.Frame(l.Game.Clock().StepDuration()); err != nil {
		t.Fatal(err)
	}
}

func files(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		out = append(out, e.Name())
	}
	return out
}

func TestFolderStoreSlots(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "griff", "meadow", "saves")
	store, err := hosting.NewFolderStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	l, s, problems := savingGame(t, store)
	step(t, l)
	if err := s.Save("1"); err != nil {
		t.Fatal(err)
	}
	saved := l.Game.Rand().State()
	step(t, l)
	if err := s.Save("auto"); err != nil {
		t.Fatal(err)
	}
	step(t, l)
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(files(t, dir), ","); got != "1.griffsave,auto.griffsave" {
		t.Errorf("the saves folder holds %s, want 1.griffsave,auto.griffsave", got)
	}
	data, err := os.ReadFile(filepath.Join(dir, "1.griffsave"))
	if err != nil {
		t.Fatal(err)
	}
	h, _, err := saves.Decode(data)
	if err != nil || h.Game != "Griff Meadow" || h.Content != builtin(t).ContentHash() || h.Step != 2 {
		t.Errorf("1.griffsave: %+v, %v; want Griff Meadow's content at step 2", h, err)
	}
	t.Logf("a stand-in save of the built-in game is %d bytes", len(data))

	l.Game.Rand().Uint64()
	if err := s.Load("1"); err != nil {
		t.Fatal(err)
	}
	step(t, l)
	if !bytes.Equal(l.Game.Rand().State(), saved) {
		t.Errorf("loading slot 1 did not put the Rand back")
	}
	if err := s.Delete("1"); err != nil {
		t.Fatal(err)
	}
	step(t, l)
	if list, _ := s.List(); !slices.Equal(list, []string{"auto"}) {
		t.Errorf("List after deleting 1 = %v, want [auto]", list)
	}
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(files(t, dir), ","); got != "auto.griffsave" {
		t.Errorf("after the delete the folder holds %s", got)
	}
	if len(*problems) != 0 {
		t.Errorf("problems: %v", *problems)
	}
}

// failingFolder is a FolderStore whose writes fail while fail is set.
type failingFolder struct {
	*hosting.FolderStore
	fail bool
}

func (f *failingFolder) Write(name string, data []byte) error {
	if f.fail {
		return errors.New("no space left on device")
	}
	return f.FolderStore.Write(name, data)
}

// A failed write is in the problem log naming the slot and the error, and the
// save on disk stays whole; so does one a killed program left half written.
func TestFolderStoreFailedWriteKeepsOldFile(t *testing.T) {
	dir := t.TempDir()
	fs, _ := hosting.NewFolderStore(dir)
	store := &failingFolder{FolderStore: fs}
	l, s, problems := savingGame(t, store)
	s.Save("a")
	step(t, l)
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "a.griffsave")
	old, _ := os.ReadFile(path)

	store.fail = true
	s.Save("a")
	step(t, l)
	if err := l.Close(); err == nil || !strings.Contains(err.Error(), "no space left") {
		t.Errorf("Close = %v, want the failed write", err)
	}
	if len(*problems) != 1 || !strings.Contains((*problems)[0].Message, `save slot "a" was not saved: no space left on device`) {
		t.Errorf("problems %v, want the failed write of slot a", *problems)
	}
	// A program killed halfway through writing the file.
	half, err := atomicfile.Create(path, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	half.Write([]byte("GRIFFSAV half"))
	if now, _ := os.ReadFile(path); !bytes.Equal(now, old) {
		t.Errorf("the save changed while it was being written")
	}
	// The program died long ago: its temporary file is older than
	// atomicfile.LeftoverAge, so the next write removes it.
	ageLeftovers(t, dir)
	store.fail = false
	if list, _ := fs.List(); !slices.Equal(list, []string{"a"}) {
		t.Errorf("List with a temporary file = %v, want [a]", list)
	}
	s.Save("a")
	step(t, l)
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	if got := files(t, dir); !slices.Equal(got, []string{"a.griffsave"}) {
		t.Errorf("after the next write the folder holds %v, want the save alone", got)
	}
	half.Discard()
}

// The loop's Close waits for a slow disk.
func TestLoopCloseWaitsForLastWrite(t *testing.T) {
	store := savestest.NewGatedStore()
	l, s, _ := savingGame(t, store)
	s.Save("a")
	step(t, l)
	<-store.Started
	go store.Open()
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	if got := store.Written(); !slices.Equal(got, []string{"a"}) {
		t.Errorf("after Close the store wrote %v, want [a]", got)
	}
}

// Foreign, damaged and other games' files are refused naming the file, and
// the game is unchanged.
func TestFolderStoreRefusesBadFiles(t *testing.T) {
	dir := t.TempDir()
	store, _ := hosting.NewFolderStore(dir)
	l, s, problems := savingGame(t, store)
	s.Save("good")
	step(t, l)
	l.Close()
	good, _ := os.ReadFile(filepath.Join(dir, "good.griffsave"))
	h, snap, _ := saves.Decode(good)
	h.Game = "Other Game"
	bad := map[string][]byte{
		"png":       []byte("\x89PNG\r\n\x1a\n"),
		"truncated": good[:len(good)/2],
		"other":     saves.Encode(nil, h, snap),
	}
	for slot, data := range bad {
		os.WriteFile(filepath.Join(dir, slot+".griffsave"), data, 0o644)
		l.Game.Rand().Uint64()
		step(t, l) // a new list of results
		before := l.Game.Fingerprint()
		s.Load(slot)
		l.Close() // runs the load between frames
		if l.Game.Fingerprint() != before {
			t.Errorf("%s: the refused load changed the game", slot)
		}
		r := s.Results()
		file := filepath.Join(dir, slot+".griffsave")
		if len(r) != 1 || r[0].Err == nil || !strings.Contains(r[0].Err.Error(), file) {
			t.Errorf("%s: results %v, want an error naming %s", slot, r, file)
		}
	}
	if len(*problems) != len(bad) {
		t.Errorf("problems %v, want one per bad file", *problems)
	}
}

func TestDefaultSaveDir(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", "/home/ada/.config")
	t.Setenv("HOME", "/home/ada")
	dir, err := hosting.DefaultSaveDir("Griff Meadow")
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join("/home/ada/.config", "griff", hosting.GameFolderName("Griff Meadow"), "saves"); goruntime.GOOS == "linux" && dir != want {
		t.Errorf("DefaultSaveDir = %s, want %s", dir, want)
	}
	hash := func(s string) string { sum := sha256.Sum256([]byte(s)); return hex.EncodeToString(sum[:4]) }
	for in, want := range map[string]string{"griff-meadow": "griff-meadow", "Griff Meadow": "griff-meadow-" + hash("Griff Meadow"),
		"  ": "game-" + hash("  "), "ゲーム": "game-" + hash("ゲーム"), "Ünïcode!! 2": "n-code-2-" + hash("Ünïcode!! 2"),
		"../etc": "etc-" + hash("../etc"), "a--b": "a-b-" + hash("a--b")} {
		if got := hosting.GameFolderName(in); got != want {
			t.Errorf("GameFolderName(%q) = %q, want %q", in, got, want)
		}
	}
	if hosting.GameFolderName("ゲーム") == hosting.GameFolderName("ボード") {
		t.Error("two names in another script share a saves folder")
	}
}

// A game paused in a menu still saves: the frame's end is a step boundary.
func TestPausedGameSaves(t *testing.T) {
	store := &saves.MemoryStore{}
	l, s, _ := savingGame(t, store)
	step(t, l)
	l.Game.Clock().SetPaused(true)
	if err := s.Save("menu"); err != nil {
		t.Fatal(err)
	}
	if _, err := l.Frame(l.Game.Clock().StepDuration()); err != nil {
		t.Fatal(err)
	}
	if ok, _ := s.Exists("menu"); !ok || l.Game.Clock().Tick() != 1 {
		t.Errorf("after a paused frame: saved %v at tick %d, want saved at tick 1", ok, l.Game.Clock().Tick())
	}
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
}

// ageLeftovers makes every temporary file in dir look older than
// atomicfile.LeftoverAge, as the file of a program that died long ago is.
func ageLeftovers(t *testing.T, dir string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-2 * atomicfile.LeftoverAge)
	for _, e := range entries {
		if strings.Contains(e.Name(), "tmp") {
			if err := os.Chtimes(filepath.Join(dir, e.Name()), old, old); err != nil {
				t.Fatal(err)
			}
		}
	}
}
