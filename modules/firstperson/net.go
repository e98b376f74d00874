package firstperson

import (
	"encoding/binary"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
)

// CommandInput is the module's network command (see the package
// documentation, "Network"): 3 bytes, the held and pressed controls (one
// bit each, heldBits) and the mouse's motion since the last command, a
// little-endian int16 of pixels.
const CommandInput = "firstperson.input"

// The bits of a CommandInput's first byte.
const (
	bitForward = 1 << iota
	bitBack
	bitStrafeLeft
	bitStrafeRight
	bitTurnLeft
	bitTurnRight
	bitFire
	bitUse
)

var bitActions = [8]string{ActionForward, ActionBack, ActionStrafeLeft, ActionStrafeRight, ActionTurnLeft, ActionTurnRight, ActionFire, ActionUse}

// maxQueued is how many commands the host keeps; more are refused with a
// warning.
const maxQueued = 16

// netLink is the system's side of the network. It is not game state: a
// command lives from the step it arrives to the step it is played.
type netLink struct {
	svc   network.Service
	cmd   network.CommandID
	queue []remote
	held  byte // the held bits of the last command played
	sent  byte // the bits a player's machine sent last
	mouse float64
	known bool
}

type remote struct {
	bits  byte
	mouse int16
	from  network.PlayerID
}

func (l *netLink) client() bool { return network.PlayersMachine(l.svc) }

// SetupNetwork implements network.Commander: it registers the module's
// command and handles it on the host.
func (s *system) SetupNetwork(n network.Service, r network.Registrar) {
	s.link.svc = n
	s.link.cmd = network.HandleOnHost(n, r, CommandInput, func(from network.PlayerID, d []byte) {
		if len(d) != 3 {
			s.game.Problems().Warn(nil, levelName, "network: refused %s from player %d: want 3 bytes, got % x", CommandInput, from, d)
			return
		}
		if len(s.link.queue) >= maxQueued {
			s.game.Problems().Warn(nil, levelName, "network: refused %s from player %d: %d commands wait already", CommandInput, from, maxQueued)
			return
		}
		s.link.queue = append(s.link.queue, remote{d[0], int16(binary.LittleEndian.Uint16(d[1:])), from})
	})
}

// localBits reads player's controls: held bits, and the pressed ones
// (fire and use act on a press).
func localBits(g *runtime.Game, player int) (held, pressed byte) {
	in := g.Input()
	for i, a := range bitActions {
		if in.Held(player, a) {
			held |= 1 << i
		}
		if in.Pressed(player, a) {
			pressed |= 1 << i
		}
	}
	return held, pressed
}

// readIntent sets this step's intent: from the level's player's commands
// (a remote player), else the local input (player 0, the host's).
func (s *system) readIntent(g *runtime.Game, l *Level) {
	var held, pressed byte
	var mouse float64
	remoteP := false
	for _, q := range s.link.queue {
		if int(q.from) != l.Player {
			g.Problems().Warn(nil, levelName, "network: refused a command from player %d: the level is player %d's", q.from, l.Player)
			continue
		}
		remoteP = true
		pressed |= q.bits &^ s.link.held
		s.link.held = q.bits
		mouse += float64(q.mouse)
	}
	s.link.queue = s.link.queue[:0]
	if remoteP || l.Player != 0 {
		held = s.link.held
	} else {
		held, pressed = localBits(g, 0)
		mouse = s.pointerMotion(g, l)
	}
	s.in = intentOf(held, pressed, mouse)
}

// pointerMotion returns how far the local mouse moved across since the
// last step (0 the first time it is known).
func (s *system) pointerMotion(g *runtime.Game, l *Level) float64 {
	p := g.Input().Pointer(0)
	if !p.Known {
		l.Pointed = false
		return 0
	}
	d := 0.0
	if l.Pointed {
		d = p.X - l.Pointer
	}
	l.Pointer, l.Pointed = p.X, true
	return d
}

// intentOf turns control bits and mouse motion into an intent.
func intentOf(held, pressed byte, mouse float64) intent {
	axis := func(minus, plus byte) float64 {
		v := 0.0
		if held&plus != 0 {
			v++
		}
		if held&minus != 0 {
			v--
		}
		return v
	}
	return intent{
		forward: axis(bitBack, bitForward), side: axis(bitStrafeLeft, bitStrafeRight), turn: axis(bitTurnLeft, bitTurnRight),
		mouse: mouse, fire: held&bitFire != 0, fireHeld: held&bitFire != 0 && pressed&bitFire == 0, use: pressed&bitUse != 0,
	}
}

// sendLocal is a player's machine's step: if the level is its player's,
// its controls go to the host whenever they or the mouse change.
func (s *system) sendLocal(g *runtime.Game) {
	var l *Level
	for _, x := range scenes.Active[Level](g.Scene()) {
		l = x
		break
	}
	me := int(s.link.svc.LocalPlayer())
	if l == nil || me != l.Player {
		return
	}
	held, _ := localBits(g, me)
	p := g.Input().Pointer(me)
	dx := 0.0
	if p.Known && s.link.known {
		dx = p.X - s.link.mouse
	}
	s.link.mouse, s.link.known = p.X, p.Known
	dx = max(-32768, min(32767, dx))
	if held == s.link.sent && int16(dx) == 0 {
		return
	}
	s.link.sent = held
	d := []byte{held, 0, 0}
	binary.LittleEndian.PutUint16(d[1:], uint16(int16(dx)))
	if err := s.link.svc.Send(0, s.link.cmd, d); err != nil {
		g.Problems().Warn(nil, levelName, "network: sending %s: %v", CommandInput, err)
	}
}
