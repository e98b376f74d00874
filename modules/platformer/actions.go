package platformer

import (
	"strings"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// runActions runs a Trigger's or Switch's actions in order; self is the entity
// holding them (component names it in warnings), toucher what set them off.
// Unknown actions and names that find nothing warn once in the problem log.
func (s *interactSystem) runActions(g *runtime.Game, self, toucher *scenes.Entity, component string, actions []string) {
	for _, a := range actions {
		verb, name, _ := strings.Cut(a, ":")
		switch verb {
		case "destroy":
			if name == "" {
				g.Destroy(self)
			} else if e := self.Find(name); e != nil {
				g.Destroy(e)
			}
		case "activate", "deactivate":
			if e := find(g, self, component, a, name); e != nil {
				e.SetActive(verb == "activate")
			}
		case "open", "close":
			openClose(g, self, component, a, name, verb == "open")
		case "scene":
			if name == "" {
				g.Problems().Warn(self, component, "action %q names no scene", a)
				continue
			}
			s.changeScene(g, toucher, name)
		case "checkpoint":
			if r := scenes.Get[Respawn](toucher); r != nil {
				r.Point, r.Set = self.Transform().WorldPosition(), true
			}
		case "kill":
			if h := scenes.Get[Health](toucher); h != nil {
				h.HP, h.Full = 0, true
			} else if r := scenes.Get[Respawn](toucher); r != nil {
				respawn(toucher, r, nil)
			}
		default:
			g.Problems().Warn(self, component, "unknown action %q (want destroy, destroy:Name, activate:Name, "+
				"deactivate:Name, open:Name, close:Name, scene:Name, checkpoint or kill)", a)
		}
	}
}

// find returns the entity named name as seen from self, warning once when the
// action names none (Find warns when the name finds nothing).
func find(g *runtime.Game, self *scenes.Entity, component, action, name string) *scenes.Entity {
	if name == "" {
		g.Problems().Warn(self, component, "action %q names no entity", action)
		return nil
	}
	return self.Find(name)
}

// openClose opens or closes the Door named name.
func openClose(g *runtime.Game, self *scenes.Entity, component, action, name string, open bool) {
	e := find(g, self, component, action, name)
	if e == nil {
		return
	}
	d := scenes.Get[Door](e)
	if d == nil {
		g.Problems().Warn(self, component, "action %q: %s has no Platformer.Door", action, e.Path())
		return
	}
	setDoor(e, d, open)
}
