package hosting

import (
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
	lg   *LoadedGame
	seed uint64
	rec  *input.Recorder
}

// NewRecording starts a recording of a game lg makes with opts. It returns the
// recording and the options to make that game with (LoadedGame.NewGame): opts with
// its Input wrapped in a recorder (a nil Input plays with no input, recorded as
// none). A game made with other options is not the recorded one.
func NewRecording(lg *LoadedGame, opts Options) (*Recording, Options) {
	src := opts.Input
	if src == nil {
		src = input.NewScript(nil)
	}
	r := &Recording{lg: lg, seed: lg.SeedFor(opts), rec: input.NewRecorder(src)}
	opts.Input = r.rec
	return r, opts
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
		Events:      r.rec.Recording(),
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
