package dungeon

import (
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
)

// CommandAct is the module's network command (see the package
// documentation, "Network"): 1 byte, the hero's action (heroAction).
const CommandAct = "dungeon.act"

// heroAction is what the player asks of the hero.
type heroAction uint8

// The hero's actions, in the order their numbers are sent.
const (
	actUp heroAction = iota
	actDown
	actLeft
	actRight
	actWait
	actDrink
	actNew
	actCount
)

// dir returns a step's direction.
func (a heroAction) dir() grid.Dir {
	return [...]grid.Dir{actUp: grid.DirUp, actDown: grid.DirDown, actLeft: grid.DirLeft, actRight: grid.DirRight}[a]
}

// inputs are the actions' input names, by heroAction; the steps walk on
// while held, the others act once a press.
var inputs = [actCount]string{ActionUp, ActionDown, ActionLeft, ActionRight, ActionWait, ActionDrink, ActionNew}

// maxQueued is how many commands the host keeps; more are refused with a
// warning.
const maxQueued = 8

// netLink is the system's side of the network. It is not game state: a
// command lives from the step it arrives to the step it is played.
type netLink struct {
	svc   network.Service
	act   network.CommandID
	queue []queued
	sent  lastSent // the last action a player's machine sent, and when
}

type queued struct {
	a    heroAction
	from network.PlayerID
}

// lastSent is a player's machine's last sent action and the step it was
// sent in, so a held step is sent again only as the hero can take it.
type lastSent struct {
	a    heroAction
	tick int64
}

func (l *netLink) client() bool { return network.PlayersMachine(l.svc) }

// SetupNetwork implements network.Commander: it registers the module's
// command and handles it on the host.
func (s *system) SetupNetwork(n network.Service, r network.Registrar) {
	s.link.svc = n
	s.link.act = network.HandleOnHost(n, r, CommandAct, func(from network.PlayerID, d []byte) {
		if len(d) != 1 || heroAction(d[0]) >= actCount {
			s.game.Problems().Warn(nil, "Dungeon.Run", "network: refused %s from player %d: want 1 byte below %d, got % x", CommandAct, from, actCount, d)
			return
		}
		if len(s.link.queue) >= maxQueued {
			s.game.Problems().Warn(nil, "Dungeon.Run", "network: refused %s from player %d: %d commands wait already", CommandAct, from, maxQueued)
			return
		}
		s.link.queue = append(s.link.queue, queued{heroAction(d[0]), from})
	})
}

// action returns the hero's action of this step, if any, when the hero can
// act: the first command the run's player sent (another player's are
// dropped with a warning), else the action kept from a press the hero
// could not take yet (Run.Pending), else, if the run is the host's
// player's, the local input. When the hero cannot act, a press of the
// local player's is kept in Run.Pending (one: a later press replaces it).
func (s *system) action(g *runtime.Game, r *Run, canAct bool) (heroAction, bool) {
	if !canAct {
		if a, ok := localAction(g, 0); ok && r.Player == 0 && a > actRight {
			r.Pending = int(a) + 1
		}
		return 0, false
	}
	for len(s.link.queue) > 0 {
		q := s.link.queue[0]
		s.link.queue = append(s.link.queue[:0], s.link.queue[1:]...)
		if int(q.from) != r.Player {
			g.Problems().Warn(s.at.e, "Dungeon.Run", "network: refused a command from player %d: the run is player %d's", q.from, r.Player)
			continue
		}
		return q.a, true
	}
	if r.Pending > 0 {
		a := heroAction(r.Pending - 1)
		r.Pending = 0
		return a, a < actCount
	}
	if r.Player != 0 {
		if s.link.svc == nil || !s.link.svc.Online() {
			g.Problems().Warn(s.at.e, "Dungeon.Run", "the run is player %d's, but the game is not online: nobody can play it (player 0 is the host's or the only one)", r.Player)
		}
		return 0, false
	}
	return localAction(g, 0)
}

// localAction reads player's input: a held step, else a pressed action.
func localAction(g *runtime.Game, player int) (heroAction, bool) {
	in := g.Input()
	for a := actUp; a <= actRight; a++ {
		if in.Held(player, inputs[a]) {
			return a, true
		}
	}
	for a := actWait; a < actCount; a++ {
		if in.Pressed(player, inputs[a]) {
			return a, true
		}
	}
	return 0, false
}

// pressed reports whether the run's player asked for a (a new run).
func (s *system) pressed(g *runtime.Game, r *Run, want heroAction) bool {
	a, ok := s.action(g, r, true)
	return ok && a == want
}

// sendLocal is a player's machine's step: if the run is its player's, its
// actions go to the host (a held step once every mover step, so the host's
// queue does not fill).
func (s *system) sendLocal(g *runtime.Game) {
	var r *Run
	for _, x := range scenes.Active[Run](g.Scene()) {
		r = x
		break
	}
	me := int(s.link.svc.LocalPlayer())
	if r == nil || me != r.Player {
		return
	}
	a, ok := localAction(g, me)
	tick := int64(g.Clock().Tick())
	every := int64(moverStep*float64(g.Clock().StepRate())/1e9) + 1
	if !ok || (a <= actRight && a == s.link.sent.a && tick-s.link.sent.tick < every) {
		return
	}
	s.link.sent = lastSent{a, tick}
	if err := s.link.svc.Send(0, s.link.act, []byte{byte(a)}); err != nil {
		g.Problems().Warn(nil, "Dungeon.Run", "network: sending %s: %v", CommandAct, err)
	}
}
