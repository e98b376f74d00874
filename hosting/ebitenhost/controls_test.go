package ebitenhost

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/modules/platformer"
	_ "github.com/griffengine/griff/modules/platformer/hud" // the built-in game's second module
	"github.com/griffengine/griff/scenes"
)

func TestEveryKeyHasAnEbitengineKey(t *testing.T) {
	d := newDevices()
	for k := input.Key(0); k < input.NumKeys; k++ {
		if !d.known[k] {
			t.Errorf("input key %v has no Ebitengine key of the same name", k)
		} else if got := d.keys[k].String(); got != k.String() {
			t.Errorf("input key %v maps to Ebitengine key %q", k, got)
		}
	}
}

// withoutControls returns the built-in game (a platformer) with no "controls"
// object in its project.griff, and its title menu closed, so play starts at
// once (the menu would pause it, and its keys come from those controls).
func withoutControls(t *testing.T) *hosting.LoadedGame {
	t.Helper()
	src := assets.BuiltinGame()
	m := fstest.MapFS{}
	err := fs.WalkDir(src, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(src, path)
		if path == "scenes/main.json" {
			data = bytes.Replace(data, []byte(`"open": true`), []byte(`"open": false`), 1)
		}
		m[path] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	var project map[string]json.RawMessage
	if err := json.Unmarshal(m[hosting.ProjectFile].Data, &project); err != nil {
		t.Fatal(err)
	}
	delete(project, "controls")
	if m[hosting.ProjectFile].Data, err = json.Marshal(project); err != nil {
		t.Fatal(err)
	}
	lg, err := hosting.Load(m, "no controls")
	if err != nil {
		t.Fatal(err)
	}
	if len(lg.Project.Controls) != 0 {
		t.Fatalf("the project still has controls %s", lg.Project.Controls)
	}
	return lg
}

// playerXAfter plays frames frames of lg in a host (not run by Ebitengine) whose
// devices hold key from frame 10 on (none: input.NumKeys), and returns the
// player's x before and after, in world units.
func playerXAfter(t *testing.T, lg *hosting.LoadedGame, key input.Key, frames int) (before, after float64) {
	t.Helper()
	var held, none input.DeviceState
	if key < input.NumKeys {
		held.Keys[key] = true
	}
	devices := func(frame int) *input.DeviceState {
		if frame >= 10 {
			return &held
		}
		return &none
	}
	h, err := newHost(lg, Options{NoSound: true, Frames: frames}, hooks{devices: devices})
	if err != nil {
		t.Fatal(err)
	}
	playerX := func() float64 {
		for e := range scenes.All[platformer.Player](h.game.Scene()) {
			return e.Transform().WorldPosition()[0]
		}
		t.Fatal("the scene has no Platformer.Player")
		return 0
	}
	for i := 0; i < 10; i++ {
		h.frame()
	}
	before = playerX()
	for i := 10; i < frames; i++ {
		h.frame()
	}
	return before, playerX()
}

// TestPlatformerWithoutControlsMovesWithArrows plays a platformer project whose
// project.griff has no "controls" through the host's device mapping: the
// arrow keys (and A/D) move its player, as the platformer module's default
// bindings say, and no key leaves it standing.
func TestPlatformerWithoutControlsMovesWithArrows(t *testing.T) {
	lg := withoutControls(t)
	const frames = 70
	for _, c := range []struct {
		name string
		key  input.Key
		sign float64 // the way the player must move: +1 right, -1 left, 0 not at all
	}{
		{"no key", input.NumKeys, 0},
		{"ArrowRight", input.KeyArrowRight, 1},
		{"ArrowLeft", input.KeyArrowLeft, -1},
		{"D", input.KeyD, 1},
	} {
		before, after := playerXAfter(t, lg, c.key, frames)
		moved := after - before
		switch {
		case c.sign == 0 && moved != 0:
			t.Errorf("%s: the player moved from x %v to %v, want it to stand", c.name, before, after)
		case c.sign != 0 && moved*c.sign < 16:
			t.Errorf("%s held for %d frames: the player moved from x %v to %v, want at least 16 world units %s",
				c.name, frames-10, before, after, map[float64]string{1: "right", -1: "left"}[c.sign])
		}
	}
}
