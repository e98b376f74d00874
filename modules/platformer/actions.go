package platformer

import (
	"github.com/griffengine/griff/runtime/sceneflow"
	"strings"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// runActions runs a Trigger's actions in order; self is the entity
// holding them (component names it in warnings), toucher what set them off.
// Unknown actions and names that find nothing warn once in the problem log,
// naming self and component.
func (s *interactSystem) runActions(g *runtime.Game, self, toucher *scenes.Entity, component string, actions []string) {
	for _, a := range actions {
		if !checkAction(g, self, component, a) {
			continue
		}
		verb, name, _ := strings.Cut(a, ":")
		switch verb {
		case "destroy":
			if name == "" {
				g.Destroy(self)
			} else if e := self.FindFor(component, name); e != nil {
				g.Destroy(e)
			}
		case "activate", "deactivate":
			if e := self.FindFor(component, name); e != nil {
				e.SetActive(verb == "activate")
			}
		case "open", "close":
			openClose(g, self, component, a, name, verb)
		case "scene":
			s.changeScene(g, self, component, toucher, name, sceneflow.Transition{})
		case "checkpoint":
			if r := scenes.Get[Respawn](toucher); r != nil {
				r.Point, r.Set = self.Transform().WorldPosition(), true
				saveCheckpoint(g)
			}
		case "kill":
			if h := scenes.Get[Health](toucher); h != nil {
				h.HP, h.Full = 0, true
			} else if r := scenes.Get[Respawn](toucher); r != nil {
				respawn(toucher, r, nil)
			}
		}
	}
}

// checkAction reports whether action a can run: a known verb, with the name
// its verb needs. Otherwise it warns once, naming self and component, and
// returns false. The same warnings come when a scene starts (checkActions) and
// when the action fires, so each mistake is logged once.
func checkAction(g *runtime.Game, self *scenes.Entity, component, a string) bool {
	verb, name, _ := strings.Cut(a, ":")
	switch verb {
	case "destroy", "checkpoint", "kill":
		return true
	case "activate", "deactivate", "open", "close":
		if name == "" {
			g.Problems().Warn(self, component, "action %q names no entity", a)
			return false
		}
		return true
	case "scene":
		if name == "" {
			g.Problems().Warn(self, component, "action %q names no scene", a)
			return false
		}
		return true
	}
	g.Problems().Warn(self, component, "unknown action %q (want destroy, destroy:Name, activate:Name, "+
		"deactivate:Name, open:Name, close:Name, scene:Name, checkpoint or kill)", a)
	return false
}

// openClose sends the message verb ("open" or "close") to the entity named
// name (a Griff.Door hears it), warning once if it does not hear it.
func openClose(g *runtime.Game, self *scenes.Entity, component, action, name, verb string) {
	e := self.FindFor(component, name)
	if e == nil {
		return
	}
	if !send(g, self, e, verb) {
		g.Problems().Warn(self, component, "action %q: %s does not hear the message %q", action, e.Path(), verb)
	}
}
