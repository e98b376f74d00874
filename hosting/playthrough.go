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
//	content 9a1f…(64 hex digits)
//	seed 1
//	steps 600
//	fingerprint 3e01…(64 hex digits)
//	state game clock 1a2b3c4d5e6f7081
//	state Level/Player#3 Griff.Mover 0f1e2d3c4b5a6978
//	events 2
//	griff-input 1
//	10 0 right down
//	90 0 right up
//
// Reading checks that the file is whole: the fingerprint must be the hash of the
// state lines (runtime.FingerprintOf), the number of events must be the one the
// "events" line gives, steps at most MaxSteps and not before the last event.
//
// Hosts make playthroughs through a Recording (NewRecording, Record), never by
// hand, so every field is filled the same way whatever the host.
type Playthrough struct {
	// Game is the name of the project it was recorded with (project.griff's name);
	// Replay refuses to play it into another game.
	Game string
	// Content is the hash of the folder's project, scenes, prefabs and tables
	// (LoadedGame.ContentHash); Replay refuses to play it into a folder whose
	// content differs, since the same input would play another game.
	Content string
	// Seed is the seed the game was played with.
	Seed uint64
	// Steps is how many steps were played.
	Steps griff.Tick
	// Fingerprint is the game's fingerprint after the last step
	// (runtime.Game.Fingerprint); State is its digest, part by part, so a
	// replay that ends elsewhere can name what differs.
	Fingerprint string
	State       []runtime.StatePart
	// Events is the input of every step, in tick order.
	Events []input.Event
}

// ErrBadPlaythrough is wrapped by every error about a playthrough file's content.
var ErrBadPlaythrough = errors.New("bad playthrough")

const playthroughHeader = "griff-playthrough 1"

// Write writes p in the playthrough file format.
func (p *Playthrough) Write(w io.Writer) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s\ngame %s\ncontent %s\nseed %d\nsteps %d\nfingerprint %s\n",
		playthroughHeader, strconv.Quote(p.Game), p.Content, p.Seed, p.Steps, p.Fingerprint)
	for _, s := range p.State {
		fmt.Fprintf(&b, "state %s\n", s)
	}
	fmt.Fprintf(&b, "events %d\n", len(p.Events))
	if err := input.WriteEvents(&b, p.Events); err != nil {
		return err
	}
	_, err := w.Write(b.Bytes())
	return err
}

// MaxSteps is the most steps a playthrough file may hold: 10,000,000, over 46
// hours at 60 steps a second. A larger count is taken for damage.
const MaxSteps = 10_000_000

// ReadPlaythrough reads a playthrough file; name is used in messages. It returns
// an error wrapping ErrBadPlaythrough, naming the file and line where it can, for
// a missing header, an unknown or malformed line, bad events, or a damaged file:
// a fingerprint that is not its state lines' hash, fewer or more events than the
// "events" line says (a cut file), steps above MaxSteps or before the last event.
func ReadPlaythrough(name string, r io.Reader) (*Playthrough, error) {
	p, events, err := readPlaythrough(name, r)
	if err != nil {
		return nil, err
	}
	damaged := func(format string, args ...any) error {
		return fmt.Errorf("hosting: %s: %w: the file is damaged: %s", name, ErrBadPlaythrough, fmt.Sprintf(format, args...))
	}
	switch {
	case p.Fingerprint != runtime.FingerprintOf(p.State):
		return nil, damaged("the fingerprint does not match its state lines")
	case events < 0:
		return nil, damaged("no \"events\" line")
	case events != len(p.Events):
		return nil, damaged("%d events, the file says %d (cut short?)", len(p.Events), events)
	case len(p.Events) > 0 && p.Events[len(p.Events)-1].Tick > p.Steps:
		return nil, damaged("an event at step %d, after the last step %d", p.Events[len(p.Events)-1].Tick, p.Steps)
	}
	return p, nil
}

// readPlaythrough reads the lines of a playthrough file and returns it with the
// count its "events" line gives (-1 without one).
func readPlaythrough(name string, r io.Reader) (*Playthrough, int, error) {
	events := -1
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, 0, fmt.Errorf("hosting: reading %s: %w", name, err)
	}
	p := &Playthrough{}
	lines := strings.SplitAfter(string(data), "\n")
	bad := func(line int, format string, args ...any) error {
		return fmt.Errorf("hosting: %s:%d: %w: %s", name, line, ErrBadPlaythrough, fmt.Sprintf(format, args...))
	}
	if len(lines) == 0 || strings.TrimSpace(lines[0]) != playthroughHeader {
		return nil, 0, bad(1, "want the header %q", playthroughHeader)
	}
	for i := 1; i < len(lines); i++ {
		text := strings.TrimSpace(lines[i])
		key, rest, _ := strings.Cut(text, " ")
		switch key {
		case "":
		case "game":
			if p.Game, err = strconv.Unquote(rest); err != nil {
				return nil, 0, bad(i+1, "game %s is not a quoted name", rest)
			}
		case "seed":
			if p.Seed, err = strconv.ParseUint(rest, 10, 64); err != nil {
				return nil, 0, bad(i+1, "seed %q is not a whole number", rest)
			}
		case "steps":
			n, err := strconv.ParseInt(rest, 10, 64)
			if err != nil || n < 0 || n > MaxSteps {
				return nil, 0, bad(i+1, "steps %q is not a whole number from 0 to %d", rest, MaxSteps)
			}
			p.Steps = griff.Tick(n)
		case "fingerprint":
			p.Fingerprint = rest
		case "content":
			p.Content = rest
		case "events":
			n, err := strconv.Atoi(rest)
			if err != nil || n < 0 {
				return nil, 0, bad(i+1, "events %q is not a whole number >= 0", rest)
			}
			events = n
		case "state":
			part, err := parseStatePart(rest)
			if err != nil {
				return nil, 0, bad(i+1, "%v", err)
			}
			p.State = append(p.State, part)
		case "griff-input":
			evs, err := input.ReadEvents(strings.NewReader(strings.Join(lines[i:], "")))
			if err != nil {
				return nil, 0, fmt.Errorf("hosting: %s (events from line %d): %w: %w", name, i+1, ErrBadPlaythrough, err)
			}
			p.Events = evs
			return p, events, nil
		default:
			return nil, 0, bad(i+1, "unknown line %q", text)
		}
	}
	return p, events, nil // no event list: checked by the caller
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

// Replay plays a playthrough's events into a new game of the loaded folder with
// frames of the given length (0: one step each) until the recorded number of
// steps, and returns the game at its end. It tells opts.Progress (if not nil)
// the steps taken after each frame, so a long replay (up to MaxSteps) can show
// how far it is. It returns an error wrapping
// ErrBadPlaythrough if the playthrough was recorded with another game (by
// project name) or with other content (LoadedGame.ContentHash), or an error if the
// game cannot be made or a frame fails.
func Replay(lg *LoadedGame, opts Options, p *Playthrough, frame time.Duration) (*runtime.Game, error) {
	if p.Game != lg.Project.Name {
		return nil, fmt.Errorf("hosting: %w: recorded with the game %q, not %q", ErrBadPlaythrough, p.Game, lg.Project.Name)
	}
	if p.Content != lg.ContentHash() {
		return nil, fmt.Errorf("hosting: %w: recorded with other content of %q (its project, scenes, prefabs or tables changed since)",
			ErrBadPlaythrough, p.Game)
	}
	opts.Input = input.NewScript(p.Events)
	opts.Seed = p.Seed
	g, err := lg.NewGame(opts)
	if err != nil {
		return nil, err
	}
	return g, play(g, NewImageCheckView(lg), p.Steps, frame, opts.Progress)
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
// frame shortened to end exactly there, through view (nil: none; headless runs
// pass NewImageCheckView), telling progress (if not nil) the tick reached after
// each frame.
func play(g *runtime.Game, view View, end griff.Tick, frame time.Duration, progress func(done, total int64)) error {
	step := g.Clock().StepDuration()
	if frame <= 0 {
		frame = step
	}
	loop := &Loop{Game: g, View: view, NoUndo: true} // a fault ends the replay
	defer loop.Close()                               // a failed save is in the problem log
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
		if progress != nil {
			progress(int64(g.Clock().Tick()), int64(end))
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
