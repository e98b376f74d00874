package hosting

import (
	"slices"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
)

// Recording is a game being recorded: what a host keeps between making a game of
// a LoadedGame and writing its playthrough. It is the one way a Playthrough is
// made (the headless Record, the window host's --record), so the game's name,
// content hash, seed, steps, fingerprint, state and events are always filled the
// same way.
//
// The events include pointer input (the cursor, wheel and touches, in logical
// pixels; see griff/input KindPointer) and when within its step each event
// happened (input.Event.At, which the window host stamps from the moment it
// read the devices): a playthrough with times is written as a version 3
// event list ("at=" on the lines of events that have one), else one with
// pointer input as version 2, else version 1, so recordings made before
// either existed read and replay as they did (their times are 0). A replay
// hands each event its recorded time, so a game that judges by the times (a
// rhythm game) ends in the same state at any frame rate.
//
// A Recording is not safe for concurrent use; it belongs to the game's goroutine.
type Recording struct {
	lg      *LoadedGame
	seed    uint64
	rec     *input.Recorder
	stepped *steppedRecorder // instead of rec, for a game stepped through Options.Step
}

// NewRecording starts a recording of a game lg makes with opts. It returns the
// recording and the options to make that game with (LoadedGame.NewGame): opts with
// its Input wrapped in a recorder (a nil Input plays with no input, recorded as
// none). A game made with other options is not the recorded one.
//
// A game stepped by a network driver (opts.Step set: a machine of a rollback
// or lockstep match) is recorded from the source it steps with, after
// opts.WrapInput: every player's input as the simulation took it, each
// event with its player, so the playthrough replays the whole match offline.
// A step taken again (a rollback re-simulates from an earlier step) replaces
// what was recorded from that step on, so what is kept is the input of the
// steps the game ended on: confirmed, but for the steps past the newest
// input every player sent (predictions, as the game played them).
func NewRecording(lg *LoadedGame, opts Options) (*Recording, Options) {
	src := opts.Input
	if src == nil {
		src = input.NewScript(nil)
	}
	r := &Recording{lg: lg, seed: lg.SeedFor(opts)}
	if opts.Step != nil {
		opts.Input = src
		wrap := opts.WrapInput
		opts.WrapInput = func(in input.Source) input.Source {
			if wrap != nil {
				in = wrap(in)
			}
			r.stepped = &steppedRecorder{src: in}
			return r.stepped
		}
		return r, opts
	}
	r.rec = input.NewRecorder(src)
	opts.Input = r.rec
	return r, opts
}

// events returns what was recorded, in tick order.
func (r *Recording) events() []input.Event {
	switch {
	case r.rec != nil:
		return r.rec.Recording()
	case r.stepped != nil:
		return slices.Clone(r.stepped.log)
	}
	return nil
}

// steppedRecorder records what src gives the game for each step, keeping
// for a step asked again only the last answer (and dropping what followed
// it): a rollback's re-simulation replaces the predictions it corrects.
type steppedRecorder struct {
	src input.Source
	log []input.Event
}

// Events implements input.Source.
func (r *steppedRecorder) Events(tick griff.Tick, dst []input.Event) []input.Event {
	n := len(dst)
	dst = r.src.Events(tick, dst)
	keep := len(r.log)
	for keep > 0 && r.log[keep-1].Tick >= tick {
		keep--
	}
	r.log = r.log[:keep]
	for _, e := range dst[n:] {
		e.Tick = tick
		r.log = append(r.log, e)
	}
	return dst
}

// Playthrough returns the playthrough of g up to now: the loaded game's project
// name and content hash (LoadedGame.ContentHash), the seed g was made with, the
// steps g has taken, its fingerprint and state digest, and every input event the
// recorder passed on. g must be the game made with the options NewRecording
// returned.
func (r *Recording) Playthrough(g *runtime.Game) *Playthrough {
	return &Playthrough{
		Game:        r.lg.Project.Name,
		Content:     r.lg.ContentHash(),
		Seed:        r.seed,
		Steps:       g.Clock().Tick(),
		Fingerprint: g.Fingerprint(),
		State:       g.StateDigest(),
		Events:      r.events(),
	}
}

// Record plays the loaded game headless for steps steps with input from src (nil:
// none), recording what src gave, and returns the playthrough (see Recording). It
// tells opts.Progress (if not nil) the steps taken after each frame. It returns
// an error if the game cannot be made or a frame fails.
func Record(lg *LoadedGame, opts Options, src input.Source, steps griff.Tick) (*Playthrough, error) {
	opts.Input = src
	r, opts := NewRecording(lg, opts)
	g, err := lg.NewGame(opts)
	if err != nil {
		return nil, err
	}
	if err := play(g, NewImageCheckView(lg), steps, time.Duration(0), opts.Progress); err != nil {
		return nil, err
	}
	return r.Playthrough(g), nil
}
