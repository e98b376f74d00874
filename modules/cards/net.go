package cards

import (
	"errors"
	"fmt"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
)

// The module's network commands, registered in this order (see the package
// documentation, "Network").
const (
	CommandPlay = "cards.play" // 2 bytes: the hand's card (from 0) and the enemy (from 0)
	CommandEnd  = "cards.end"  // no payload
	CommandTake = "cards.take" // 1 byte: the offered card (from 0), or 255 to skip
	CommandPick = "cards.pick" // 2 bytes: the selected card (from 0) and enemy (from 0)
)

// actKind is what a player's action asks.
type actKind uint8

const (
	actLeft actKind = iota
	actRight
	actUp
	actDown
	actPlay
	actEnd
	actSkip
	actSelect // a player's machine's selection: card and target
)

// action is one of the player's actions of a step: from the local input or
// a command from a player's machine. card and target are what a play or a
// take names.
type action struct {
	kind         actKind
	card, target int
	from         network.PlayerID
}

// resendPick is how many steps a player's machine waits before sending its
// selection again when the host's Table (as mirrored) still shows another:
// the host moves it on its own at a new turn, and a command may be lost.
const resendPick = 30

// maxQueued is how many commands the host keeps for the next steps; more
// are refused with a warning.
const maxQueued = 16

// netLink is the system's side of the network. It is not game state: a
// command lives from the step it arrives to the step it is played.
type netLink struct {
	svc  network.Service
	play network.CommandID
	end  network.CommandID
	take network.CommandID
	pick network.CommandID
	// sent is the selection a player's machine last sent (pick, target), or
	// -1s before the first, and sentAt the step it was sent.
	sent   [2]int
	sentAt griff.Tick
	queue  []action
	acts   []action // this step's actions, reused
}

// client reports whether the game is a player's machine of a session: it
// then sends its player's actions to the host and plays none itself.
func (l *netLink) client() bool { return network.PlayersMachine(l.svc) }

// SetupNetwork implements network.Commander: it registers the module's
// commands and handles them on the host.
func (s *system) SetupNetwork(n network.Service, r network.Registrar) {
	s.link.svc = n
	s.link.play = network.HandleOnHost(n, r, CommandPlay, func(from network.PlayerID, d []byte) { s.arrive(CommandPlay, from, d) })
	s.link.end = network.HandleOnHost(n, r, CommandEnd, func(from network.PlayerID, d []byte) { s.arrive(CommandEnd, from, d) })
	s.link.take = network.HandleOnHost(n, r, CommandTake, func(from network.PlayerID, d []byte) { s.arrive(CommandTake, from, d) })
	s.link.pick = network.HandleOnHost(n, r, CommandPick, func(from network.PlayerID, d []byte) { s.arrive(CommandPick, from, d) })
	s.link.sent = [2]int{-1, -1}
}

var errPayload = errors.New("malformed payload")

// decodeCommand reads a command's payload into an action, or returns an
// error wrapping errPayload; ranges are checked when it is played.
func decodeCommand(name string, d []byte) (action, error) {
	switch {
	case name == CommandPlay && len(d) == 2:
		return action{kind: actPlay, card: int(d[0]), target: int(d[1])}, nil
	case name == CommandEnd && len(d) == 0:
		return action{kind: actEnd}, nil
	case name == CommandTake && len(d) == 1 && d[0] == 255:
		return action{kind: actSkip}, nil
	case name == CommandTake && len(d) == 1:
		return action{kind: actPlay, card: int(d[0])}, nil
	case name == CommandPick && len(d) == 2:
		return action{kind: actSelect, card: int(d[0]), target: int(d[1])}, nil
	}
	return action{}, fmt.Errorf("%w: %s with %d bytes", errPayload, name, len(d))
}

// arrive queues a player's command, or refuses it with a warning.
func (s *system) arrive(name string, from network.PlayerID, d []byte) {
	a, err := decodeCommand(name, d)
	a.from = from
	if err == nil && len(s.link.queue) >= maxQueued {
		err = fmt.Errorf("%d commands wait already", maxQueued)
	}
	if err != nil {
		s.game.Problems().Warn(nil, "Cards.Table", "network: refused %s from player %d: %v", name, from, err)
		return
	}
	s.link.queue = append(s.link.queue, a)
}

// actions returns this step's actions: the commands the table's player
// sent (another player's are refused with a warning), then the local
// player's presses (player 0: the host's or the only one) if the table is
// theirs. A play names the picked card and target.
func (s *system) actions(g *runtime.Game) []action {
	t := s.at.t
	acts := s.link.acts[:0]
	for _, a := range s.link.queue {
		if int(a.from) != t.Player {
			g.Problems().Warn(s.at.e, "Cards.Table", "network: refused a command from player %d: the table is player %d's", a.from, t.Player)
			continue
		}
		acts = append(acts, a)
	}
	s.link.queue = s.link.queue[:0]
	in := g.Input()
	if t.Player != 0 {
		s.link.acts = acts
		return acts
	}
	for _, k := range [...]struct {
		name string
		kind actKind
	}{{ActionLeft, actLeft}, {ActionRight, actRight}, {ActionUp, actUp}, {ActionDown, actDown},
		{ActionPlay, actPlay}, {ActionEnd, actEnd}, {ActionSkip, actSkip}} {
		if in.Pressed(0, k.name) {
			acts = append(acts, action{kind: k.kind, card: t.Pick, target: t.Target})
		}
	}
	s.link.acts = acts
	return acts
}

// sendLocal is a player's machine's step: its player's selection is kept
// on the machine (within the hand or offers and the living enemies it is
// sent) and sent to the host as CommandPick when it changes, or again while
// the mirrored Table shows another, so the host raises the picked card and
// marks the target as the player chose; plays, ends and reward picks go to
// the host as commands.
func (s *system) sendLocal(g *runtime.Game) {
	var t *Table
	var te *scenes.Entity
	for e, x := range scenes.ActiveRead[Table](g.Scene()) { // it only reads the mirrored table
		t, te = x, e
		break
	}
	if t == nil {
		return
	}
	me := int(s.link.svc.LocalPlayer())
	if me != t.Player {
		return // a player who watches: the hand they may not see is not sent
	}
	cards, enemies := 0, 0
	for _, c := range te.Children() {
		if k := scenes.Read[Card](c); k != nil && (k.Pile == PileHand) == (t.Phase != PhaseReward) && (k.Pile == PileHand || k.Pile == PileOffer) {
			cards++
		} else if x := scenes.Read[Fighter](c); x != nil && x.Enemy && x.Alive() {
			enemies++
		}
	}
	in := g.Input()
	switch {
	case in.Pressed(me, ActionLeft):
		s.pick--
	case in.Pressed(me, ActionRight):
		s.pick++
	case in.Pressed(me, ActionUp):
		s.target--
	case in.Pressed(me, ActionDown):
		s.target++
	}
	s.pick, s.target = max(min(s.pick, cards-1), 0), max(min(s.target, enemies-1), 0)
	sel, tick := [2]int{s.pick, s.target}, g.Clock().Tick()
	if sel != s.link.sent || ([2]int{t.Pick, t.Target} != sel && tick-s.link.sentAt >= resendPick) {
		s.link.sent, s.link.sentAt = sel, tick
		s.send(CommandPick, s.link.pick, byte(s.pick), byte(s.target))
	}
	switch {
	case in.Pressed(me, ActionPlay) && t.Phase == PhaseReward:
		s.send(CommandTake, s.link.take, byte(s.pick))
	case in.Pressed(me, ActionPlay):
		s.send(CommandPlay, s.link.play, byte(s.pick), byte(s.target))
	case in.Pressed(me, ActionSkip) && t.Phase == PhaseReward:
		s.send(CommandTake, s.link.take, 255)
	case in.Pressed(me, ActionEnd):
		s.send(CommandEnd, s.link.end)
	}
}

// send sends a command to the host; a session's error is a warning.
func (s *system) send(name string, id network.CommandID, payload ...byte) {
	if err := s.link.svc.Send(0, id, payload); err != nil {
		s.game.Problems().Warn(nil, "Cards.Table", "network: sending %s: %v", name, err)
	}
}
