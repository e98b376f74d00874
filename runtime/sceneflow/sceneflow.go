// Package sceneflow is the scene-change system of a game: a game, a module or a
// script asks for another scene by name, and the system loads it and hands it to
// the game (runtime.Game.SetScene) at the beginning of the next step
// (runtime.StepSceneChange, in the begin phase before runtime.StepInput).
//
// Decisions:
//   - The rest of the step that asked still plays the current scene; the last
//     request in a step wins.
//   - A scene that cannot be loaded is a data mistake: it is reported in the
//     problem log, naming the entity and component that asked when they are
//     known, and the current scene plays on.
//   - A request not yet committed is game state: the system's SaveState holds
//     the scene's name, so it counts in the fingerprint.
package sceneflow

import (
	"encoding/binary"
	"errors"
	"fmt"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// Loader makes scenes by name: the host's LoadedGame reads each scene file
// once into a template and makes a new scene of it on each load.
type Loader interface {
	// LoadScene returns a new scene named name, reporting data mistakes to
	// problems. It returns an error if there is no such scene or it cannot be
	// read.
	LoadScene(name string, problems *scenes.Problems) (*scenes.Scene, error)
}

// Scenes is the service of the scene-change system. Find it with Of.
type Scenes interface {
	// Change asks for the scene named name to replace the one being played at
	// the beginning of the next step.
	Change(name string)
	// ChangeFrom is Change asked for by the component saved as component of
	// entity e (e may be nil, component ""): a scene that cannot be loaded is
	// reported naming them, as "Exit#57: Game.Exit: cannot change to
	// scene ...", so the mistake can be found in the scene file.
	ChangeFrom(e *scenes.Entity, component, name string)
	// Pending returns the scene asked for and not yet loaded, and whether there
	// is one.
	Pending() (string, bool)
}

// Of returns the game's Scenes service. It panics if the game has no
// scene-change system.
func Of(g *runtime.Game) Scenes { return runtime.Service[Scenes](g) }

// NewSystem returns the scene-change system, loading scenes with loader; a nil
// loader makes every change a problem ("the game has no scene loader").
func NewSystem(loader Loader) runtime.System { return &system{loader: loader} }

type system struct {
	loader  Loader `griff:"-"`
	next    string `griff:"state"` // the scene asked for, committed next step
	pending bool   `griff:"state"`
	// from and component name who asked for next (nil and "": unknown), for
	// the warning when it cannot be loaded; not state.
	from      *scenes.Entity `griff:"-"`
	component string         `griff:"-"`
}

func (*system) Name() string { return "Scenes" }

func (s *system) Setup(g *runtime.Game) error {
	runtime.Provide[Scenes](g, s)
	g.AddStep(runtime.StepSceneChange, runtime.Before(runtime.StepInput), func(g *runtime.Game) { s.commit(g) })
	return nil
}

// SaveState returns the name of the scene asked for and not yet loaded, or nil
// when no change is pending: part of the game's state digest.
func (s *system) SaveState() ([]byte, error) {
	if !s.pending {
		return nil, nil
	}
	return append([]byte("next "), s.next...), nil
}

func (s *system) Change(name string) { s.ChangeFrom(nil, "", name) }

func (s *system) ChangeFrom(e *scenes.Entity, component, name string) {
	s.next, s.pending, s.from, s.component = name, true, e, component
}

func (s *system) Pending() (string, bool) { return s.next, s.pending }

func (s *system) commit(g *runtime.Game) {
	if !s.pending {
		return
	}
	name, from, component := s.next, s.from, s.component
	s.next, s.pending, s.from, s.component = "", false, nil, ""
	if from != nil && !from.Alive() {
		from, component = nil, "" // destroyed since it asked: its name is gone
	}
	if s.loader == nil {
		g.Problems().Warn(from, component, "cannot change to scene %q: the game has no scene loader", name)
		return
	}
	sc, err := s.loader.LoadScene(name, g.Problems())
	if err != nil {
		g.Problems().Warn(from, component, "%v", fmt.Errorf("cannot change to scene %q: %w", name, err))
		return
	}
	g.SetScene(sc)
}

// AppendSnapshot appends the scene change asked for and not yet made (a flag
// and the scene's name); it implements runtime.Snapshotter. Who asked (kept for
// a warning) is not state.
func (s *system) AppendSnapshot(buf []byte) ([]byte, error) {
	flag := byte(0)
	if s.pending {
		flag = 1
	}
	buf = binary.LittleEndian.AppendUint32(append(buf, flag), uint32(len(s.next)))
	return append(buf, s.next...), nil
}

// RestoreSnapshot puts back what AppendSnapshot wrote; it implements
// runtime.Snapshotter and returns an error for anything else.
func (s *system) RestoreSnapshot(data []byte) error {
	if len(data) < 5 || data[0] > 1 || int(binary.LittleEndian.Uint32(data[1:])) != len(data)-5 {
		return errors.New("sceneflow: snapshot: not a scene change")
	}
	s.pending, s.next = data[0] == 1, string(data[5:])
	s.from, s.component = nil, ""
	return nil
}
