package agent

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime"
)

// actionIn is press's and release's input.
type actionIn struct {
	Action string   `json:"action" jsonschema:"the action's name, such as left, right, jump"`
	Player int      `json:"player,omitempty" jsonschema:"the local player, 0 to 7 (default 0)"`
	Value  *float64 `json:"value,omitempty" jsonschema:"press only: the axis value, -1..1 (default 1)"`
	At     *float64 `json:"at,omitempty" jsonschema:"when it happens within the step it counts in, in steps after the step's start, 0..8 (default 0: the start), kept to 1/1024 of a step: what a rhythm game judges a hit by (the game's State.PressedAt and ReleasedAt)"`
}

// event checks in and returns the input event it asks for.
func (in actionIn) event(down bool) (input.Event, error) {
	switch {
	case !input.ValidAction(in.Action):
		return input.Event{}, fmt.Errorf("%q is not an action name (1 to %d letters, digits or _-./)", in.Action, input.MaxActionLen)
	case in.Player < 0 || in.Player >= input.MaxPlayers:
		return input.Event{}, fmt.Errorf("player %d is out of range: 0 to %d", in.Player, input.MaxPlayers-1)
	case in.At != nil && !(*in.At >= 0 && *in.At <= input.MaxAt):
		return input.Event{}, fmt.Errorf("at %v is out of range: 0 to %d steps", *in.At, input.MaxAt)
	}
	e := input.Event{Player: in.Player, Action: in.Action, Down: down}
	if in.At != nil {
		e.At = input.RoundAt(*in.At)
	}
	if down {
		e.Value = 1
		if in.Value != nil {
			v := *in.Value
			if !(v >= -1 && v <= 1) || v == 0 {
				return input.Event{}, fmt.Errorf("value %v is out of range: -1..1 and not 0", v)
			}
			e.Value = v
		}
	}
	return e, nil
}

func (s *Session) press(in actionIn) (any, error) { return s.push(in, true) }

func (s *Session) release(in actionIn) (any, error) { return s.push(in, false) }

// push hands the event in asks for to the game's input; it counts in the next
// step.
func (s *Session) push(in actionIn, down bool) (any, error) {
	e, err := in.event(down)
	if err != nil {
		return nil, err
	}
	if s.live == nil {
		return nil, fmt.Errorf("this game reads another input (a replay), so an agent cannot press")
	}
	s.live.Push(e)
	out := map[string]any{"action": e.Action, "player": e.Player, "down": e.Down,
		"countsInStep": s.game.Clock().Tick() + 1}
	if e.At != 0 {
		out["at"] = e.At
	}
	if known := s.actions(); len(known) > 0 && !slices.Contains(known, e.Action) {
		// Pushed all the same: a game's own code may read an action no
		// control binds. The warning catches a misspelt name.
		out["warning"] = fmt.Sprintf("no control of the game binds %q (a misspelling?); its actions are %s", e.Action, strings.Join(known, ", "))
	}
	return out, nil
}

// actions returns the names of the actions the project's controls bind (its
// modules' and its own, hosting.ProjectControls), sorted; nil if they do not
// read.
func (s *Session) actions() []string {
	if s.lg == nil || s.lg.Project == nil {
		return nil
	}
	c, err := hosting.ProjectControls(s.lg.Project)
	if err != nil {
		return nil
	}
	return c.Actions()
}

// where is what step and run answer: the tick and game time reached.
type where struct {
	Tick griff.Tick `json:"tick"`
	Time float64    `json:"time"`
	// Paused is true when game time stands still: the clock is paused (the
	// host's fault pause) or a menu (a Pauser such as the title or pause
	// menu) held the gameplay on the last step.
	Paused   bool   `json:"paused"`
	Scene    string `json:"scene"`
	Problems int    `json:"problems"`
}

func (s *Session) where() where {
	c := s.game.Clock()
	return where{Tick: c.Tick(), Time: c.Now().Seconds(), Paused: c.Paused() || s.game.GameplayPaused(),
		Scene: s.game.Scene().Name(), Problems: s.game.Problems().Len()}
}

// stepIn is step's input.
type stepIn struct {
	Steps int `json:"steps,omitempty" jsonschema:"how many fixed steps (default 1, at most 36000)"`
}

func (s *Session) stepTool(in stepIn) (any, error) {
	n := in.Steps
	if n == 0 {
		n = 1
	}
	if n < 0 || n > MaxSteps {
		return nil, fmt.Errorf("steps %d is out of range: 1 to %d", n, MaxSteps)
	}
	if err := s.step(n); err != nil {
		return nil, err
	}
	return s.where(), nil
}

// runIn is run's input.
type runIn struct {
	Seconds float64 `json:"seconds" jsonschema:"how long to play in real time (at most 60)"`
}

func (s *Session) run(in runIn) (any, error) {
	if !(in.Seconds > 0 && in.Seconds <= MaxRun.Seconds()) {
		return nil, fmt.Errorf("seconds %v is out of range: above 0, at most %v", in.Seconds, MaxRun.Seconds())
	}
	if s.hosted() { // the window played meanwhile (see waiter)
		return s.where(), nil
	}
	if err := s.realTime(time.Duration(in.Seconds * float64(time.Second))); err != nil {
		return nil, err
	}
	return s.where(), nil
}

// realTime plays the game for d of real time, a frame per step duration, each
// handed the real time since the last (as a window's loop does).
func (s *Session) realTime(d time.Duration) error {
	ticker := time.NewTicker(s.game.Clock().StepDuration())
	defer ticker.Stop()
	start := time.Now()
	last := start
	for now := range ticker.C {
		if err := s.frame(now.Sub(last)); err != nil {
			return err
		}
		last = now
		if now.Sub(start) >= d {
			return nil
		}
	}
	return nil
}

func (s *Session) screenshotTool(struct{}) (any, error) {
	data, err := s.screenshot()
	if err != nil {
		return nil, err
	}
	return pngImage(data), nil
}

// snapshotIn names a snapshot.
type snapshotIn struct {
	Name string `json:"name" jsonschema:"the snapshot's name in this session"`
}

func (s *Session) saveSnapshot(in snapshotIn) (any, error) {
	data, err := s.game.Snapshot(nil)
	if err != nil {
		return nil, err
	}
	s.snaps[in.Name] = data
	return map[string]any{"name": in.Name, "bytes": len(data), "tick": s.game.Clock().Tick()}, nil
}

func (s *Session) loadSnapshot(in snapshotIn) (any, error) {
	data, ok := s.snaps[in.Name]
	if !ok {
		return nil, fmt.Errorf("no snapshot is named %q in this session (save_snapshot keeps one)", in.Name)
	}
	if err := s.changing("load_snapshot"); err != nil {
		return nil, err
	}
	if err := s.game.Restore(data); err != nil {
		return nil, err
	}
	return s.where(), nil
}

func (s *Session) startRecording(struct{}) (any, error) {
	if s.hosted() {
		return nil, errNoWindowRecording
	}
	if err := s.newGame(true); err != nil {
		return nil, err
	}
	return s.where(), nil
}

func (s *Session) stopRecording(struct{}) (any, error) {
	rec, tainted := s.rec, s.tainted
	if rec == nil {
		return nil, fmt.Errorf("nothing is being recorded (start_recording starts)")
	}
	s.rec, s.tainted = nil, ""
	if tainted != "" {
		return nil, fmt.Errorf("the recording was dropped: %s changed the game other than by input, so a replay would not end in the same state", tainted)
	}
	var buf bytes.Buffer
	if err := rec.Playthrough(s.game).Write(&buf); err != nil {
		return nil, err
	}
	return map[string]any{"playthrough": buf.String(), "steps": s.game.Clock().Tick()}, nil
}

func (s *Session) fingerprint(struct{}) (any, error) {
	return map[string]any{"fingerprint": s.game.Fingerprint(), "tick": s.game.Clock().Tick()}, nil
}

func (s *Session) playtestReport(struct{}) (any, error) {
	facts := s.game.PlaytestReport()
	if facts == nil {
		facts = []runtime.PlaytestFact{}
	}
	return map[string]any{"game": s.lg.Project.Name, "where": s.where(), "facts": facts}, nil
}
