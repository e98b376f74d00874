package ebitenhost_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/modules/platformer"
	"github.com/griffengine/griff/scenes"
)

const (
	// recordEnv names a file the helper records the session's playthrough to
	// (Options.Record).
	recordEnv = "GRIFF_EBITENHOST_RECORD"
	// scriptEnv, when set, makes the helper read scriptedKeys instead of the
	// machine's devices.
	scriptEnv = "GRIFF_EBITENHOST_SCRIPT"
)

// scriptedKeys is the device state of frame: the right arrow held from frame 10
// to 99, Space from 40 to 44 (a jump), then nothing.
func scriptedKeys(frame int) *input.DeviceState {
	var d input.DeviceState
	d.Keys[input.KeyArrowRight] = frame >= 10 && frame < 100
	d.Keys[input.KeySpace] = frame >= 40 && frame < 45
	return &d
}

// TestRecordedWindowSessionReplays records a window session of the built-in game
// played by scripted keys (Options.Record, what `griff-player --record` does),
// then replays the file headless as `griff-player --replay FILE --check` does:
// the replay is accepted (same game, same content) and ends in the recorded
// state, with the player where the keys took it.
func TestRecordedWindowSessionReplays(t *testing.T) {
	const frames = 150
	file := filepath.Join(t.TempDir(), "session.playthrough")
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), fmt.Sprintf("%s=|%d|%s", helperEnv, frames, filepath.Join(t.TempDir(), "shot.png")),
		recordEnv+"="+file, scriptEnv+"=1")
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the host failed: %v\n%s", err, msg)
	}
	f, err := os.Open(file)
	if err != nil {
		t.Fatalf("no recording: %v", err)
	}
	defer f.Close()
	p, err := hosting.ReadPlaythrough(file, f)
	if err != nil {
		t.Fatal(err)
	}
	lg, err := hosting.Load(assets.BuiltinGame(), "built-in game")
	if err != nil {
		t.Fatal(err)
	}
	if p.Content != lg.ContentHash() || p.Game != lg.Project.Name {
		t.Errorf("recorded game %q content %q, want %q and %q", p.Game, p.Content, lg.Project.Name, lg.ContentHash())
	}
	if p.Steps != frames || len(p.Events) < 4 {
		t.Errorf("recorded %d steps and %d events %v, want %d steps and the presses and releases of two keys",
			p.Steps, len(p.Events), p.Events, frames)
	}
	g, err := hosting.Replay(lg, hosting.Options{}, p, 0)
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	if err := p.Check(g); err != nil {
		t.Errorf("check: %v", err)
	}
	still, err := hosting.Replay(lg, hosting.Options{}, &hosting.Playthrough{Game: p.Game, Content: p.Content, Seed: p.Seed, Steps: p.Steps}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if moved, stood := playerX(t, g.Scene()), playerX(t, still.Scene()); moved < stood+32 {
		t.Errorf("the replayed player is at x %v, the one without input at %v: want the right arrow to have moved it 32 or more", moved, stood)
	}
}

func playerX(t *testing.T, s *scenes.Scene) float64 {
	t.Helper()
	for e := range scenes.All[platformer.Player](s) {
		return e.Transform().WorldPosition()[0]
	}
	t.Fatal("the scene has no Platformer.Player")
	return 0
}
