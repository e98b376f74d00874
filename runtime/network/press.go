package network

import (
	"errors"
	"fmt"

	"github.com/griffengine/griff/runtime"
)

// MaxQueuedPresses is how many presses a [PressRelay] keeps for the host's
// next step; more are refused with a warning. 16 is several players' taps
// in one step with room to spare (it was the battles and contraptions
// modules' own limit before they shared the relay).
const MaxQueuedPresses = 16

// ErrBadPress is wrapped by the errors [ReadPress] and [PressRelay.Arrive]
// return for a payload that is not one byte naming one of the relayed
// actions.
var ErrBadPress = errors.New("malformed payload")

// ErrPressesWaiting is wrapped by the error [PressRelay.Arrive] returns when
// MaxQueuedPresses presses wait already.
var ErrPressesWaiting = errors.New("presses wait already")

// Press is one press a player's machine sent to the host.
type Press struct {
	// Action is the action's index in the relay's Actions.
	Action int
	// From is the player who pressed it.
	From PlayerID
}

// PressRelay is a genre module's press relay, for a game every player
// plays on the host with the same few buttons: a player's machine sends
// each press of its own player to the host as the command Command (a
// 1-byte payload, the action's index in Actions) and plays nothing itself;
// the host queues what arrives and plays it in its next step, together with
// its own player's (player 0's) presses. A payload that is not one action's
// byte, or a press beyond MaxQueuedPresses waiting, is refused with a
// warning in the game's problem log naming Source. A relay never set up
// (an offline game without a network system) plays player 0's presses.
//
// A PressRelay is not game state (a press lives from the step it arrives
// to the step it is played): keep it in a system field marked `griff:"-"`.
// Its methods must be called from the game's goroutine.
type PressRelay struct {
	// Command is the command's name, prefixed with the module's
	// ("battles.press").
	Command string
	// Source is the component the problem log names in the relay's
	// warnings ("Battles").
	Source string
	// Actions are the actions relayed, in the order of their bytes; at most
	// 256.
	Actions []string

	game  *runtime.Game
	svc   Service
	id    CommandID
	queue []Press
}

// ReadPress reads a press's payload: the index of one of actions actions.
// It returns an error wrapping ErrBadPress if data is not exactly one byte
// less than actions.
func ReadPress(data []byte, actions int) (int, error) {
	if len(data) != 1 || int(data[0]) >= actions {
		return 0, fmt.Errorf("%w of %d bytes", ErrBadPress, len(data))
	}
	return int(data[0]), nil
}

// Setup registers Command with r and handles it on the host (see
// [HandleOnHost]); refusals warn in g's problem log. Call it from the
// system's [Commander.SetupNetwork]. It panics as Registrar.Register does,
// and if Actions has more than 256 actions (a press is one byte).
func (p *PressRelay) Setup(g *runtime.Game, n Service, r Registrar) {
	if len(p.Actions) > 256 {
		panic(fmt.Sprintf("network: PressRelay %s relays %d actions, more than a byte names", p.Command, len(p.Actions)))
	}
	p.game, p.svc = g, n
	p.id = HandleOnHost(n, r, p.Command, func(from PlayerID, data []byte) {
		if err := p.Arrive(from, data); err != nil {
			p.game.Problems().Warn(nil, p.Source, "network: refused %s from player %d: %v", p.Command, from, err)
		}
	})
}

// Client reports whether the relay is set up on a player's machine of a
// session ([PlayersMachine]): the system then calls SendLocal and plays
// nothing itself.
func (p *PressRelay) Client() bool { return PlayersMachine(p.svc) }

// LocalPlayer returns the player this machine plays: the service's
// LocalPlayer, or 0 when the relay is not set up.
func (p *PressRelay) LocalPlayer() PlayerID {
	if p.svc == nil {
		return 0
	}
	return p.svc.LocalPlayer()
}

// Arrive queues a press player from sent for the host's next step. It
// returns an error wrapping ErrBadPress for a payload ReadPress refuses, or
// ErrPressesWaiting when MaxQueuedPresses wait already; the press is then
// dropped.
func (p *PressRelay) Arrive(from PlayerID, data []byte) error {
	a, err := ReadPress(data, len(p.Actions))
	if err != nil {
		return err
	}
	if len(p.queue) >= MaxQueuedPresses {
		return fmt.Errorf("%d %w", MaxQueuedPresses, ErrPressesWaiting)
	}
	p.queue = append(p.queue, Press{a, from})
	return nil
}

// Queued returns the presses waiting for the host's next step, oldest
// first. The slice is the relay's: it changes at the next Arrive or
// Presses.
func (p *PressRelay) Queued() []Press { return p.queue }

// SendLocal sends each of Actions the local player pressed this step to
// the host; a send that fails warns. It is a player's machine's step.
func (p *PressRelay) SendLocal(g *runtime.Game) {
	me := int(p.LocalPlayer())
	for i, a := range p.Actions {
		if g.Input().Pressed(me, a) {
			if err := p.svc.Send(0, p.id, []byte{byte(i)}); err != nil {
				g.Problems().Warn(nil, p.Source, "network: sending %s: %v", p.Command, err)
			}
		}
	}
}

// Presses appends to dst the actions pressed for this step and returns it:
// the queued presses, oldest first, then player 0's presses in g's input,
// in the order of Actions. The queue is emptied.
func (p *PressRelay) Presses(g *runtime.Game, dst []string) []string {
	for _, q := range p.queue {
		dst = append(dst, p.Actions[q.Action])
	}
	p.queue = p.queue[:0]
	return p.local(g, dst)
}

// PressesOf is Presses for a game one player commands (what, for example
// "the battle"): only player's presses are played (player is a player
// index as griff/input counts them; one no machine plays gets none). A queued press from
// another player is refused with a warning ("... what is player N's"), and
// player 0's input counts only when player is 0.
func (p *PressRelay) PressesOf(g *runtime.Game, dst []string, player int, what string) []string {
	for _, q := range p.queue {
		if int(q.From) == player {
			dst = append(dst, p.Actions[q.Action])
		} else {
			g.Problems().Warn(nil, p.Source, "network: refused a press from player %d: %s is player %d's", q.From, what, player)
		}
	}
	p.queue = p.queue[:0]
	if player != 0 {
		return dst
	}
	return p.local(g, dst)
}

// local appends player 0's presses in g's input to dst.
func (p *PressRelay) local(g *runtime.Game, dst []string) []string {
	in := g.Input()
	for _, a := range p.Actions {
		if in.Pressed(0, a) {
			dst = append(dst, a)
		}
	}
	return dst
}
