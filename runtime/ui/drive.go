package ui

import (
	"math"
	"strconv"
	"strings"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/runtime/sceneflow"
	"github.com/griffengine/griff/scenes"
)

// drive runs the top panel p (on entity e) for one step: a panel without a
// focused widget focuses its first; then the pointer (moving over a widget
// focuses it, a click activates it), then the directions and accept. The
// panel and its widgets are read-only (top, widgets): it marks the panel
// when its focus moves and a widget it changes (scenes' Change marks).
func (s *system) drive(e *scenes.Entity, p *Panel) {
	in, me := s.g.Input(), s.local()
	a := &s.opts.Actions
	s.ws = widgets(e, s.ws[:0])
	ws := s.ws
	if _, fw := focused(ws, p); fw == nil {
		if fe, _ := firstWidget(ws); fe != nil {
			setFocus(e, p, fe)
		}
	}
	if ptr := in.Pointer(me); ptr.Known {
		at := griff.V(ptr.X, ptr.Y)
		if we, w := hit(ws, at); w != nil {
			if ptr.Moved {
				setFocus(e, p, we)
			}
			if in.Pressed(me, a.Click) {
				setFocus(e, p, we)
				if w.Kind == WidgetSlider {
					we.MarkChanged()
					setSlider(w, (at[0]-we.Transform().WorldPosition()[0])/w.Size[0])
				}
				s.activate(e, p, we, w)
				return
			}
		}
	}
	fe, fw := focused(ws, p)
	if fw == nil {
		return
	}
	for _, d := range [...]struct {
		action string
		dir    griff.Vec
	}{{a.Up, griff.V(0, -1)}, {a.Down, griff.V(0, 1)}, {a.Left, griff.V(-1, 0)}, {a.Right, griff.V(1, 0)}} {
		if !in.Pressed(me, d.action) {
			continue
		}
		if d.dir[1] == 0 && (fw.Kind == WidgetSlider || fw.Kind == WidgetChoice) {
			fe.MarkChanged()
			nudge(fw, d.dir[0])
			s.record(p, fe, fw)
			continue
		}
		if ne := neighbour(ws, fe, d.dir); ne != nil {
			setFocus(e, p, ne)
			fe, fw = ne, scenes.Read[Widget](ne)
		}
	}
	if in.Pressed(me, a.Accept) {
		s.activate(e, p, fe, fw)
	}
}

// setFocus focuses widget entity we of panel p (on e), marking e if the
// focus moves.
func setFocus(e *scenes.Entity, p *Panel, we *scenes.Entity) {
	if id := we.ID(); p.Focus != id {
		e.MarkChanged()
		p.Focus = id
	}
}

// activate runs widget w (on we) of panel p (on pe): it changes the widget's
// value, lists the choice, then carries out its Action. It marks we (the
// widget may change).
func (s *system) activate(pe *scenes.Entity, p *Panel, we *scenes.Entity, w *Widget) {
	we.MarkChanged()
	switch w.Kind {
	case WidgetToggle:
		w.setCurrent(1 - math.Min(1, math.Max(0, math.Round(w.Current()))))
	case WidgetChoice:
		nudge(w, 1)
	case WidgetButton:
		if bindAction(w) != "" {
			w.Waiting = true
			return // recorded when a key is bound
		}
	}
	s.record(p, we, w)
	verb, name, _ := strings.Cut(w.Action, ":")
	switch verb {
	case "open":
		s.Open(name)
	case "toggle":
		if t := s.find(name); t != nil && t.Open {
			s.closePanel(t)
		} else if t != nil {
			s.openPanel(t)
		}
	case "close":
		s.closePanel(p)
	case "back":
		if t := s.topPanel(); t != nil {
			s.closePanel(t)
		}
	case "scene":
		s.changeScene(we, name)
	case "quit":
		s.quit = true
	}
}

// changeScene asks the scene-change system (runtime/sceneflow) for scene
// name, warning if the game has none. On a player's machine in a session
// (runtime/network.PlayersMachine) it does nothing: the host chooses the
// scene everyone plays and its player's machine follows; the choice is
// still listed (IPanels.Chosen) for a module to send.
func (s *system) changeScene(we *scenes.Entity, name string) {
	if n, ok := runtime.LookupService[network.Service](s.g); ok && network.PlayersMachine(n) {
		return
	}
	sf, ok := runtime.LookupService[sceneflow.Scenes](s.g)
	if !ok {
		s.g.Problems().Warn(we, "Griff.Widget", "cannot change to scene %q: the game has no scene-change system", name)
		return
	}
	sf.ChangeFrom(we, "Griff.Widget", name)
}

// record lists an activation or a change of value, and applies a bound
// widget's change to its setting, but not in a re-simulated step (a
// rollback's, a sparse Timeline's rewind): the player changed the setting
// the first time through, and the settings are not rewound, so applying it
// again would change it twice (a volume raised two steps for one press);
// the widget goes back to showing the setting.
func (s *system) record(p *Panel, we *scenes.Entity, w *Widget) {
	switch {
	case w.Setting == "" && w.src == nil:
	case w.bound && s.g.Resimulating():
		w.live, w.bound = s.settingValue(w)
	default:
		s.pushSetting(w)
	}
	s.chosen = append(s.chosen, Choice{Panel: p.Name, Widget: we.Name(), Action: w.Action, Value: w.Current()})
}

// nudge moves a slider by one step or a choice by one option in direction
// dir (-1 or 1); choices wrap around. A slider lands on its step grid
// (onGrid), so a value off it (from the file) joins the grid.
func nudge(w *Widget, dir float64) {
	if w.Kind == WidgetChoice {
		n := len(w.Choices)
		if n == 0 {
			w.setCurrent(0)
			return
		}
		i := (int(w.Current()) + int(dir) + n) % n
		w.setCurrent(float64(max(0, i)))
		return
	}
	lo, hi, step := w.rangeOf()
	w.setCurrent(onGrid(lo, hi, step, w.Current()+float64(dir*step))) // float64(): not fused (same bits everywhere)
}

// setSlider sets a slider to the fraction f (0..1) of its range, rounded to
// its step.
func setSlider(w *Widget, f float64) {
	lo, hi, step := w.rangeOf()
	w.setCurrent(onGrid(lo, hi, step, lo+float64(math.Max(0, math.Min(1, f))*(hi-lo))))
}

// onGrid returns v moved to the nearest value lo + k*step (k whole, halves
// away from lo), within [lo, hi], written with no more decimals than lo and
// step have: a slider of step 0.1 pressed three times from 0 holds 0.3, not
// 0.1+0.1+0.1 = 0.30000000000000004 (what a settings file then saved and a
// caption showed). The tidying goes through strconv, exact on every
// architecture; a step or lo of more than 15 decimals (1/3) is left as the
// grid gives it. This is Godot's Range rule (a value snaps to min + k*step).
func onGrid(lo, hi, step, v float64) float64 {
	r := lo + float64(math.Round((v-lo)/step)*step) // float64(): no fused multiply-add
	if d := max(decimals(step), decimals(lo)); d <= 15 {
		if t, err := strconv.ParseFloat(strconv.FormatFloat(r, 'f', d, 64), 64); err == nil {
			r = t
		}
	}
	return math.Max(lo, math.Min(hi, r))
}

// decimals returns how many digits x has after the decimal point in its
// shortest exact form (0.1: 1, 2: 0, 1/3.0: 16).
func decimals(x float64) int {
	s := strconv.FormatFloat(x, 'f', -1, 64)
	if i := strings.IndexByte(s, '.'); i >= 0 {
		return len(s) - i - 1
	}
	return 0
}

// wref is a widget and its entity.
type wref struct {
	e *scenes.Entity
	w *Widget
}

// widgets appends to dst the active widgets that are children of panel entity
// pe, in hierarchy order, and returns the extended slice. The widgets are
// read-only (scenes.Read): code that writes one marks its entity first.
func widgets(pe *scenes.Entity, dst []wref) []wref {
	for _, c := range pe.Children() {
		if w := scenes.Read[Widget](c); w != nil && c.Active() {
			dst = append(dst, wref{c, w})
		}
	}
	return dst
}

func firstWidget(ws []wref) (*scenes.Entity, *Widget) {
	if len(ws) == 0 {
		return nil, nil
	}
	return ws[0].e, ws[0].w
}

// focused returns p's focused widget among ws, or nils if it has none (or it
// is no longer one of the panel's widgets).
func focused(ws []wref, p *Panel) (*scenes.Entity, *Widget) {
	for _, r := range ws {
		if r.e.ID() == p.Focus {
			return r.e, r.w
		}
	}
	return nil, nil
}

// hit returns the widget among ws whose box holds the screen point at (the
// last in hierarchy order, which is drawn on top), or nils. Boxes are the
// entity's world position (screen pixels: panels are on the HUD) and the
// widget's Size; the entity's scale and rotation are not used.
func hit(ws []wref, at griff.Vec) (he *scenes.Entity, hw *Widget) {
	for _, r := range ws {
		min := r.e.Transform().WorldPosition()
		if at[0] >= min[0] && at[1] >= min[1] && at[0] < min[0]+r.w.Size[0] && at[1] < min[1]+r.w.Size[1] {
			he, hw = r.e, r.w
		}
	}
	return he, hw
}

// Neighbour returns the widget of panel entity pe that focus moves to from
// widget entity from in direction dir (a unit vector: (0, -1) up, (1, 0)
// right, y down), or nil if there is none that way. Of the widgets whose
// box centre lies ahead of from's (a positive distance along dir), it picks the
// one with the smallest distance along dir plus twice the distance across it,
// so a widget straight ahead beats a nearer one off to the side; on a tie the
// first in hierarchy order wins. Focus does not wrap around.
func Neighbour(pe, from *scenes.Entity, dir griff.Vec) *scenes.Entity {
	return neighbour(widgets(pe, nil), from, dir)
}

func neighbour(ws []wref, from *scenes.Entity, dir griff.Vec) *scenes.Entity {
	fw := scenes.Get[Widget](from)
	if fw == nil {
		return nil
	}
	c0 := centre(from, fw)
	var best *scenes.Entity
	bestScore := math.Inf(1)
	for _, r := range ws {
		if r.e == from {
			continue
		}
		v := centre(r.e, r.w).Sub(c0)
		along := float64(v[0]*dir[0]) + float64(v[1]*dir[1])
		across := math.Abs(float64(v[0]*dir[1]) - float64(v[1]*dir[0]))
		if along <= 0 {
			continue
		}
		if score := along + 2*across; score < bestScore {
			best, bestScore = r.e, score
		}
	}
	return best
}

func centre(e *scenes.Entity, w *Widget) griff.Vec {
	p := e.Transform().Position()
	return griff.V(p[0]+float64(w.Size[0]/2), p[1]+float64(w.Size[1]/2))
}
