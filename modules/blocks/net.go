package blocks

import (
	"errors"
	"fmt"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// CommandHandling is the module's network command: a player's DAS and ARR,
// sent to the host (see the package documentation, "Network").
const CommandHandling = "blocks.handling"

// MaxHandlingSteps is the largest DAS or ARR a player may send, in steps: a
// second at 60 steps/s. Guideline games offer DAS up to about 20 frames and
// ARR up to 5.
const MaxHandlingSteps = 60

// errPayload is what a refused payload's warning wraps.
var errPayload = errors.New("malformed payload")

// decodeHandling reads a handling command's payload: two bytes, DAS then
// ARR in steps, 0 meaning none (as the Handling widgets count), each at most
// MaxHandlingSteps. It returns an error wrapping errPayload otherwise.
func decodeHandling(data []byte) (das, arr int, err error) {
	if len(data) != 2 {
		return 0, 0, fmt.Errorf("%w: handling is 2 bytes, got %d", errPayload, len(data))
	}
	das, arr = int(data[0]), int(data[1])
	if das > MaxHandlingSteps || arr > MaxHandlingSteps {
		return 0, 0, fmt.Errorf("%w: DAS %d, ARR %d steps; at most %d", errPayload, das, arr, MaxHandlingSteps)
	}
	return das, arr, nil
}

// netLink is the system's side of the network: the service and the id of
// the handling command.
type netLink struct {
	svc network.Service
	id  network.CommandID
}

// client reports whether the game is a player's machine of a session.
func (l *netLink) client() bool { return network.PlayersMachine(l.svc) }

// SetupNetwork implements network.Commander: it registers CommandHandling
// and handles it on the host.
func (s *system) SetupNetwork(n network.Service, r network.Registrar) {
	s.link.svc = n
	s.link.id = network.HandleOnHost(n, r, CommandHandling, s.arrive)
}

// arrive sets the DAS and ARR of the well player from plays, and of its
// Handling widgets, so the setting stays and every machine shows it; a bad
// payload is refused with a warning.
func (s *system) arrive(from network.PlayerID, data []byte) {
	das, arr, err := decodeHandling(data)
	e, w := s.wellFor(int(from))
	if err != nil || w == nil {
		if err == nil {
			err = errors.New("no well to play")
		}
		s.game.Problems().Warn(e, wellName, "network: refused %s from player %d: %v", CommandHandling, from, err)
		return
	}
	w.DAS, w.ARR = noneIsNegative(das), noneIsNegative(arr)
	if w.Handling == "" {
		return
	}
	if h := e.FindFor(wellName, w.Handling); h != nil {
		for _, c := range h.Children() {
			if wd := scenes.Get[ui.Widget](c); wd != nil && c.Name() == "DAS" {
				wd.Value = float64(das)
			} else if wd != nil && c.Name() == "ARR" {
				wd.Value = float64(arr)
			}
		}
	}
}

// noneIsNegative turns a widget's count (0: none) into the Well's (-1).
func noneIsNegative(steps int) int {
	if steps == 0 {
		return -1
	}
	return steps
}

// wellFor returns the well player p plays: the first whose Input is p or,
// if none is, the scene's first well (the template's one well, which any
// player without a well of their own plays); nil if there is none.
func (s *system) wellFor(p int) (*scenes.Entity, *Well) {
	var fe *scenes.Entity
	var fw *Well
	for e, w := range runtime.Each[Well](s.game) {
		if w.Input == p {
			return e, w
		}
		if fw == nil {
			fe, fw = e, w
		}
	}
	return fe, fw
}

// controls reads the moves of the well on e: its Input's and, on an online
// host, for the first well, those of every player in the session with no
// well of their own (their held actions reach the host as input of their
// player index).
func (s *system) controls(g *runtime.Game, e *scenes.Entity, w *Well) Moves {
	c := readControls(g.Input(), w.Input)
	if s.link.svc == nil || !s.link.svc.Online() {
		return c
	}
	for _, p := range s.link.svc.Players() {
		if int(p.ID) == w.Input || !p.Connected || int(p.ID) >= 8 {
			continue
		}
		if we, _ := s.wellFor(int(p.ID)); we == e {
			c = c.or(readControls(g.Input(), int(p.ID)))
		}
	}
	return c
}

// or returns the moves of c and d together.
func (c Moves) or(d Moves) Moves {
	return Moves{c.Left || d.Left, c.Right || d.Right, c.SoftDrop || d.SoftDrop, c.LeftPressed || d.LeftPressed,
		c.RightPressed || d.RightPressed, c.HardDrop || d.HardDrop, c.RotateCW || d.RotateCW, c.RotateCCW || d.RotateCCW, c.Hold || d.Hold}
}

// sendHandling is a player's machine's StepBlocks: the well is played on the
// host (the player's held actions reach it as their input), and a change the
// player makes to the DAS or ARR widget of their well's Handling is sent.
func (s *system) sendHandling(g *runtime.Game) {
	panels, ok := runtime.LookupService[ui.IPanels](g)
	if !ok {
		return
	}
	e, w := s.wellFor(int(s.link.svc.LocalPlayer()))
	if w == nil || w.Handling == "" {
		return
	}
	h := e.FindFor(wellName, w.Handling)
	for _, c := range panels.Chosen() {
		if (c.Widget == "DAS" || c.Widget == "ARR") && h != nil && h.Find(c.Widget) != nil {
			s.send(handlingOf(h, c))
			return
		}
	}
}

// handlingOf returns the payload of the handling shown by the widgets under
// h, with the choice c (a widget just changed) taken as its new value.
func handlingOf(h *scenes.Entity, c ui.Choice) []byte {
	out := []byte{0, 0}
	for _, ch := range h.Children() {
		wd := scenes.Get[ui.Widget](ch)
		if wd == nil {
			continue
		}
		v := wd.Value
		if ch.Name() == c.Widget {
			v = c.Value
		}
		switch ch.Name() {
		case "DAS":
			out[0] = byte(min(max(int(v), 0), MaxHandlingSteps))
		case "ARR":
			out[1] = byte(min(max(int(v), 0), MaxHandlingSteps))
		}
	}
	return out
}

func (s *system) send(payload []byte) {
	if err := s.link.svc.Send(0, s.link.id, payload); err != nil {
		s.game.Problems().Warn(nil, wellName, "network: sending %s: %v", CommandHandling, err)
	}
}
