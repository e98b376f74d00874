package firstperson

import (
	"fmt"
	"io/fs"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/scenes"
)

// StepFirstPerson is the module's one step (logic): it reads the level's
// map when it starts, moves the player by the input, opens doors, picks
// things up, shoots, plays the enemies, and writes the texts.
var StepFirstPerson = runtime.NewStep("FirstPerson")

// Systems returns a new first-person system for one game (the module's one
// system). Give it to runtime.NewGame after the built-in systems; a project
// naming "firstperson" gets it from the host.
func Systems() []runtime.System { return []runtime.System{&system{}} }

// system is the first-person system. Its state is all in the Level: what
// it keeps is the map as read, the enemies' path finder, and scratch.
type system struct {
	game  *runtime.Game   `griff:"-"`
	maps  map[string]read `griff:"-"` // map files read, by path
	paths grid.Pathfinder `griff:"-"`
	grid  grid.Grid       `griff:"-"` // the level's cells as the path finder sees them
	path  []grid.Cell     `griff:"-"`
	link  netLink         `griff:"-"` // the network's commands (net.go)
	buf   []byte          `griff:"-"` // text scratch
	in    intent          `griff:"-"` // this step's input
}

// read is a map file read, or why not.
type read struct {
	m   *MapFile
	err error
}

func (*system) Name() string { return "FirstPerson" }

func (s *system) Setup(g *runtime.Game) error {
	s.game = g
	s.maps = map[string]read{}
	g.AddStep(StepFirstPerson, runtime.InPhase(runtime.PhaseLogic), s.step)
	runtime.Provide[runtime.PointerCapture](g, s)
	return nil
}

// CapturePointer implements runtime.PointerCapture: the host holds the
// pointer while a level is played with mouse look on by this machine's
// player, and lets it go for the summary.
func (s *system) CapturePointer() bool {
	for _, l := range scenes.Active[Level](s.game.Scene()) {
		me := 0
		if s.link.svc != nil && s.link.svc.Online() {
			me = int(s.link.svc.LocalPlayer())
		}
		return l.Phase == PhasePlay && l.mouseTurn() > 0 && l.Player == me
	}
	return false
}

// mapOf returns the map file at path, read once per game through the game
// folder (the service fs.FS); each mistake warns once naming file, line and
// column, and a map that cannot be played gives nil.
func (s *system) mapOf(e *scenes.Entity, path string) *MapFile {
	if r, ok := s.maps[path]; ok {
		return r.m
	}
	var r read
	fsys, ok := runtime.LookupService[fs.FS](s.game)
	switch {
	case path == "":
		r.err = fmt.Errorf("the level names no map file")
	case !ok:
		r.err = fmt.Errorf("the game has no folder to read map %q from", path)
	default:
		src, err := fs.ReadFile(fsys, path)
		if err != nil {
			r.err = err
			break
		}
		var errs []error
		r.m, errs = ReadMap(path, src)
		for i, err := range errs {
			if i == MaxMistakes {
				s.game.Problems().Warn(e, levelName, "and %d more mistakes in %s", len(errs)-i, path)
				break
			}
			s.game.Problems().Warn(e, levelName, "%v", err)
		}
		if r.m == nil && len(errs) > 0 {
			r.err = fmt.Errorf("map %q cannot be played", path)
		}
	}
	if r.err != nil {
		s.game.Problems().Warn(e, levelName, "%v", r.err)
	}
	s.maps[path] = r
	return r.m
}

// MaxMistakes is the most mistakes of a map file warned one by one.
const MaxMistakes = 20

const levelName = "FirstPerson.Level"

// step is StepFirstPerson.
func (s *system) step(g *runtime.Game) {
	if s.link.client() {
		s.sendLocal(g)
		return
	}
	for e, l := range scenes.Active[Level](g.Scene()) {
		s.play(g, e, l)
		s.texts(e, l)
		return
	}
}
