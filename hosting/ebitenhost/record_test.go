package ebitenhost_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/ebitenhost"
	"github.com/griffengine/griff/modules/platformer"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

const (
	// recordEnv names a file the helper records the session's playthrough to
	// (Options.Record).
	recordEnv = "GRIFF_EBITENHOST_RECORD"
	// scriptEnv, when set, makes the helper read scriptedKeys instead of the
	// machine's devices.
	scriptEnv = "GRIFF_EBITENHOST_SCRIPT"
	// liveEnv, when set, makes the helper play scriptedKeys in real time
	// (frames of the display's real length, as a person's session) for
	// liveFrames frames (runLive).
	liveEnv = "GRIFF_EBITENHOST_LIVE"
)

// liveFrames is how many frames runLive plays.
const liveFrames = 150

// runLive runs the host in real time, without a fixed number of frames and
// without sound, on scriptedKeys, and stops it after liveFrames frames.
func runLive(lg *hosting.LoadedGame, opts ebitenhost.Options) error {
	stop := make(chan struct{})
	opts.Frames, opts.NoSound, opts.Stop, opts.Screenshot = 0, true, stop, nil
	return ebitenhost.RunWithDevices(lg, opts, func(frame int) *input.DeviceState {
		if frame == liveFrames {
			close(stop)
		}
		return scriptedKeys(min(frame, liveFrames))
	})
}

// TestLiveSessionTimesReplay records a window session played in real time
// (the frames as long as the display makes them, as `griff-player --record`
// records a person): every event carries the moment its frame read the
// devices, a whole 1/1024 of a step in (0, MaxAt], and the recording replays
// to the recorded state at 30, 60 and 144 fps, judging the same times.
func TestLiveSessionTimesReplay(t *testing.T) {
	file := filepath.Join(t.TempDir(), "live.playthrough")
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), fmt.Sprintf("%s=|0|%s", helperEnv, filepath.Join(t.TempDir(), "shot.png")),
		recordEnv+"="+file, liveEnv+"=1")
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
	var want []float64
	for _, e := range p.Events {
		if !(e.At > 0 && e.At <= input.MaxAt) || input.RoundAt(e.At) != e.At {
			t.Errorf("recorded %+v: want an At in (0, %d], a whole 1/%d step", e, input.MaxAt, input.AtResolution)
		}
		if slices.Contains(pressedActions, e.Action) {
			want = append(want, e.At)
		}
	}
	slices.Sort(want)
	t.Logf("%d steps, the events' times: %v", p.Steps, want)
	if len(want) < 4 {
		t.Fatalf("recorded %v, want the presses and releases of two keys", p.Events)
	}
	for _, fps := range []int{30, 60, 144} {
		pt := &pressTimes{}
		g, err := hosting.Replay(lg, hosting.Options{Systems: []runtime.System{pt}}, p, time.Second/time.Duration(fps))
		if err != nil {
			t.Fatalf("replay at %d fps: %v", fps, err)
		}
		if err := p.Check(g); err != nil {
			t.Errorf("check at %d fps: %v", fps, err)
		}
		if slices.Sort(pt.ats); !slices.Equal(pt.ats, want) {
			t.Errorf("the replay at %d fps judged the times %v, want %v", fps, pt.ats, want)
		}
	}
}

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
	for _, e := range p.Events {
		if e.At != 1 {
			t.Errorf("recorded %+v, want At 1: frames of exactly one step read the devices at the end of the step they take", e)
		}
	}
	if text, _ := os.ReadFile(file); !strings.Contains(string(text), "griff-input 3\n") || !strings.Contains(string(text), " at=1\n") {
		t.Errorf("the recording holds no at= times:\n%s", text)
	}
	var g *runtime.Game
	for _, fps := range []int{30, 60, 144} {
		pt := &pressTimes{}
		g, err = hosting.Replay(lg, hosting.Options{Systems: []runtime.System{pt}}, p, time.Second/time.Duration(fps))
		if err != nil {
			t.Fatalf("replay at %d fps: %v", fps, err)
		}
		if err := p.Check(g); err != nil {
			t.Errorf("check at %d fps: %v", fps, err)
		}
		if len(pt.ats) != len(p.Events) || slices.ContainsFunc(pt.ats, func(at float64) bool { return at != 1 }) {
			t.Errorf("the replay at %d fps saw the presses and releases at %v, want the %d recorded at 1", fps, pt.ats, len(p.Events))
		}
	}
	still, err := hosting.Replay(lg, hosting.Options{}, &hosting.Playthrough{Game: p.Game, Content: p.Content, Seed: p.Seed, Steps: p.Steps}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if moved, stood := playerX(t, g.Scene()), playerX(t, still.Scene()); moved < stood+32 {
		t.Errorf("the replayed player is at x %v, the one without input at %v: want the right arrow to have moved it 32 or more", moved, stood)
	}
}

// pressTimes keeps the PressedAt and ReleasedAt of player 0's presses and
// releases of the actions the scripted keys touch (pressedActions), as game state (a rhythm game's
// judgement would be), so a replay that read other times ends elsewhere.
type pressTimes struct{ ats []float64 }

func (*pressTimes) Name() string { return "PressTimes" }

func (pt *pressTimes) Setup(g *runtime.Game) error {
	id := runtime.NewStep("PressTimes")
	g.KeepRunning(id) // the built-in game starts on a menu that pauses its gameplay
	g.AddStep(id, runtime.InPhase(runtime.PhaseLogic), func(g *runtime.Game) {
		for _, a := range pressedActions {
			if at, ok := g.Input().PressedAt(0, a); ok {
				pt.ats = append(pt.ats, at)
			}
			if at, ok := g.Input().ReleasedAt(0, a); ok {
				pt.ats = append(pt.ats, at)
			}
		}
	})
	return nil
}

// pressedActions are the built-in game's actions the right arrow and Space
// are bound to.
var pressedActions = []string{"right", "jump", "UIRight", "UIAccept"}

// SaveState implements runtime.StateSaver.
func (pt *pressTimes) SaveState() ([]byte, error) { return fmt.Appendf(nil, "%v", pt.ats), nil }

func playerX(t *testing.T, s *scenes.Scene) float64 {
	t.Helper()
	for e := range scenes.All[platformer.Player](s) {
		return e.Transform().WorldPosition()[0]
	}
	t.Fatal("the scene has no Platformer.Player")
	return 0
}
