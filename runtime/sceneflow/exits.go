package sceneflow

import (
	"slices"

	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/messages"
	"github.com/griffengine/griff/runtime/physworld"
	"github.com/griffengine/griff/scenes"
)

// SceneNamer is an optional interface of a Loader that can list its scenes'
// names (the host's LoadedGame can): an Exit leading to a scene not among
// them then warns as soon as its scene starts, saying which name was most
// likely meant, not only when it is used.
type SceneNamer interface {
	// SceneNames returns the names of the scenes the loader can load, sorted.
	SceneNames() []string
}

// SceneStarted checks the new scene's exits and spots: an Exit with no
// Scene or one the loader does not have (see SceneNamer), and a second Spot
// of one name, warn once, naming the entity and component. It implements
// runtime.SceneStarter.
func (s *system) SceneStarted(g *runtime.Game) {
	s.checked = g.Scene()
	namer, _ := s.loader.(SceneNamer)
	for e, x := range scenes.All[Exit](g.Scene()) {
		switch {
		case x.Scene == "":
			g.Problems().Warn(e, "Griff.Exit", "has no scene to lead to")
		case namer != nil && !slices.Contains(namer.SceneNames(), x.Scene):
			g.Problems().Warn(e, "Griff.Exit", "leads to scene %q, which the game does not have%s", x.Scene, scenes.DidYouMean(x.Scene, namer.SceneNames()))
		}
	}
	seen := map[string]bool{}
	for e, sp := range scenes.All[Spot](g.Scene()) {
		if seen[sp.Name] {
			g.Problems().Warn(e, "Griff.Spot", "a spot named %q comes before it: travellers arrive there", sp.Name)
		}
		seen[sp.Name] = true
	}
}

// exits uses the exits touched in the physics step, in the order the
// physics world reports the touches.
func (s *system) exits(g *runtime.Game) {
	if s.checked != g.Scene() {
		s.SceneStarted(g) // the game's first scene comes in without SceneStarted
	}
	ph, ok := runtime.LookupService[physworld.Physics](g)
	if !ok {
		return
	}
	w := ph.World()
	if w == nil || w.Scene() != g.Scene() {
		return
	}
	for _, t := range w.Touches() {
		if t.Phase != physics.TouchBegin {
			continue
		}
		s.touch(g, t.A, t.B)
		s.touch(g, t.B, t.A)
	}
}

// touch uses thing's Exit if toucher may use it.
func (s *system) touch(g *runtime.Game, thing, toucher *scenes.Entity) {
	x := scenes.Get[Exit](thing)
	if x == nil || !thing.Alive() || !toucher.Alive() {
		return
	}
	if x.By != "" {
		if thing.FindFor("Griff.Exit", x.By) != toucher {
			return
		}
	} else if b := scenes.Get[physics.Body](toucher); b == nil || b.Kind == physics.BodyStatic {
		return
	}
	traveller := x.Traveller
	if traveller == "" {
		traveller = toucher.Name()
	}
	use(g, thing, x, traveller)
}

// use asks for x's change from e, taking traveller to x's spot, and fires
// its output "used".
func use(g *runtime.Game, e *scenes.Entity, x *Exit, traveller string) {
	sf, ok := runtime.LookupService[Scenes](g)
	if !ok || x.Scene == "" {
		return
	}
	x.Used++
	sf.GoFrom(e, "Griff.Exit", Change{Scene: x.Scene, Spot: x.Spot, Traveller: traveller, Transition: x.Transition})
	if msgs, ok := runtime.LookupService[messages.Messages](g); ok {
		msgs.Emit(e, "Griff.Exit", "used")
	}
}
