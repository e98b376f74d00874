package hosting

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
)

// Playthrough is a recorded game: the seed, how many steps were played, the input
// events per step, and the state the game ended in. Replaying it must end in the
// same state to the last bit, at any frame rate.
//
// The file is text: a header, then the state digest (runtime.Game.StateDigest)
// one part a line, then the events as griff/input writes them:
//
//	griff-playthrough 1
//	game "Coin Run"
//	seed 1
//	steps 600
//	fingerprint 3e01…(64 hex digits)
//	state game clock 1a2b3c4d5e6f7081
//	state Level/Player#3 Griff.Mover 0f1e2d3c4b5a6978
//	griff-input 1
//	10 0 right down
//	…
type Playthrough struct {
	// Game is the name of the project it was recorded with (project.griff's name);
	// Replay refuses to play it into another game.
	Game        string
	Seed        uint64
	Steps       griff.Tick
	Fingerprint string
	State       []runtime.StatePart
	Events      []input.Event
}

// ErrBadPlaythrough is wrapped by every error about a playthrough file's content.
var ErrBadPlaythrough = errors.New("bad playthrough")

const playthroughHeader = "griff-playthrough 1"

// Write writes p in the playthrough file format.
func (p *Playthrough) Write(w io.Writer) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s\ngame %s\nseed %d\nsteps %d\nfingerprint %s\n",
		playthroughHeader, strconv.Quote(p.Game), p.Seed, p.Steps, p.Fingerprint)
	for _, s := range p.State {
		fmt.Fprintf(&b, "state %s\n", s)
	}
	if err := input.WriteEvents(&b, p.Events); err != nil {
		return err
	}
	_, err := w.Write(b.Bytes())
	return err
}

// ReadPlaythrough reads a playthrough file; name is used in messages. It returns
// an error wrapping ErrBadPlaythrough, naming the file and line, for a missing
// header, an unknown or malformed header line, or bad events.
func ReadPlaythrough(name string, r io.Reader) (*Playthrough, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("hosting: reading %s: %w", name, err)
	}
	p := &Playthrough{}
	lines := strings.SplitAfter(string(data), "\n")
	bad := func(line int, format string, args ...any) error {
		return fmt.Errorf("hosting: %s:%d: %w: %s", name, line, ErrBadPlaythrough, fmt.Sprintf(format, args...))
	}
	if len(lines) == 0 || strings.TrimSpace(lines[0]) != playthroughHeader {
		return nil, bad(1, "want the header %q", playthroughHeader)
	}
	for i := 1; i < len(lines); i++ {
		text := strings.TrimSpace(lines[i])
		key, rest, _ := strings.Cut(text, " ")
		switch key {
		case "":
		case "game":
			if p.Game, err = strconv.Unquote(rest); err != nil {
				return nil, bad(i+1, "game %s is not a quoted name", rest)
			}
		case "seed":
			if p.Seed, err = strconv.ParseUint(rest, 10, 64); err != nil {
				return nil, bad(i+1, "seed %q is not a whole number", rest)
			}
		case "steps":
			n, err := strconv.ParseInt(rest, 10, 64)
			if err != nil || n < 0 {
				return nil, bad(i+1, "steps %q is not a whole number >= 0", rest)
			}
			p.Steps = griff.Tick(n)
		case "fingerprint":
			p.Fingerprint = rest
		case "state":
			part, err := parseStatePart(rest)
			if err != nil {
				return nil, bad(i+1, "%v", err)
			}
			p.State = append(p.State, part)
		case "griff-input":
			events, err := input.ReadEvents(strings.NewReader(strings.Join(lines[i:], "")))
			if err != nil {
				return nil, fmt.Errorf("hosting: %s (events from line %d): %w: %w", name, i+1, ErrBadPlaythrough, err)
			}
			p.Events = events
			return p, nil
		default:
			return nil, bad(i+1, "unknown line %q", text)
		}
	}
	return p, nil // no events: nothing was pressed
}

// parseStatePart reads "Owner Part Hash"; the owner may hold spaces, the part and
// hash may not.
func parseStatePart(s string) (runtime.StatePart, error) {
	f := strings.Fields(s)
	if len(f) < 3 {
		return runtime.StatePart{}, fmt.Errorf("state line %q: want <owner> <part> <hash>", s)
	}
	n := len(f)
	owner := strings.TrimSpace(s[:strings.LastIndex(s, f[n-2])])
	return runtime.StatePart{Owner: owner, Part: f[n-2], Hash: f[n-1]}, nil
}

// Record plays the loaded game headless for steps steps with input from src (nil:
// none), recording what src gave, and returns the playthrough.
func Record(lg *LoadedGame, opts Options, src input.Source, steps griff.Tick) (*Playthrough, error) {
	rec := input.NewRecorder(src)
	if src == nil {
		rec = input.NewRecorder(input.NewScript(nil))
	}
	opts.Input = rec
	g, err := lg.NewGame(opts)
	if err != nil {
		return nil, err
	}
	if err := play(g, steps, time.Duration(0)); err != nil {
		return nil, err
	}
	return &Playthrough{Game: lg.Project.Name, Seed: lg.SeedFor(opts), Steps: g.Clock().Tick(), Fingerprint: g.Fingerprint(),
		State: g.StateDigest(), Events: rec.Recording()}, nil
}

// Replay plays a playthrough's events into a new game of the loaded folder with
// frames of the given length (0: one step each) until the recorded number of
// steps, and returns the game at its end. It returns an error wrapping
// ErrBadPlaythrough if the playthrough was recorded with another game (by
// project name), or an error if the game cannot be made or a frame fails.
func Replay(lg *LoadedGame, opts Options, p *Playthrough, frame time.Duration) (*runtime.Game, error) {
	if p.Game != lg.Project.Name {
		return nil, fmt.Errorf("hosting: %w: recorded with the game %q, not %q", ErrBadPlaythrough, p.Game, lg.Project.Name)
	}
	opts.Input = input.NewScript(p.Events)
	opts.Seed = p.Seed
	g, err := lg.NewGame(opts)
	if err != nil {
		return nil, err
	}
	return g, play(g, p.Steps, frame)
}

// Check compares the state a replay ended in with the recorded one. It returns
// nil when they are equal, or an error listing (at most 20) parts that differ,
// such as "differs: Level/Player#3 Griff.Mover".
func (p *Playthrough) Check(g *runtime.Game) error {
	got := g.Fingerprint()
	if got == p.Fingerprint {
		return nil
	}
	diff := runtime.DiffState(p.State, g.StateDigest(), 20)
	return fmt.Errorf("hosting: the replay ended in another state: fingerprint %s, recorded %s\n  %s",
		got, p.Fingerprint, strings.Join(diff, "\n  "))
}

// play runs g to tick end with frames of length frame (0: one step), the last
// frame shortened to end exactly there.
func play(g *runtime.Game, end griff.Tick, frame time.Duration) error {
	step := g.Clock().StepDuration()
	if frame <= 0 {
		frame = step
	}
	loop := &Loop{Game: g}
	for g.Clock().Tick() < end {
		if g.Clock().Paused() {
			return fmt.Errorf("hosting: the game paused itself at tick %d of %d", g.Clock().Tick(), end)
		}
		d := frame
		if left := time.Duration(end-g.Clock().Tick()) * step; left < d {
			d = left
		}
		if _, err := loop.Frame(d); err != nil {
			return err
		}
	}
	return nil
}

// SeedFor returns the seed a game made with opts starts from: opts.Seed, else the
// project's seed, else 1.
func (lg *LoadedGame) SeedFor(opts Options) uint64 {
	switch {
	case opts.Seed != 0:
		return opts.Seed
	case lg.Project.Seed != 0:
		return lg.Project.Seed
	}
	return 1
}
