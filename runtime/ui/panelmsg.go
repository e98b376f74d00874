package ui

import (
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/messages"
)

var _ messages.Vocabulary = (*Panel)(nil)

// Messages lists the messages a panel acts on: "open", "close", "toggle"
// and its OpenOn, CloseOn and ToggleOn.
func (p *Panel) Messages() []string {
	out := []string{"open", "close", "toggle"}
	for _, m := range [...]string{p.OpenOn, p.CloseOn, p.ToggleOn} {
		if m != "" {
			out = append(out, m)
		}
	}
	return out
}

// OnMessage opens, closes or toggles the panel (see Panel.OpenOn). Opening
// puts it on top of the open panels; it takes effect in the step the
// message is sent, and, like IPanels.Open, also while a panel pauses the
// gameplay.
func (p *Panel) OnMessage(m *messages.Message) {
	is := func(verb, alias string) bool { return m.Name == verb || alias != "" && m.Name == alias }
	act := ""
	switch {
	case is("open", p.OpenOn):
		act = "open"
	case is("close", p.CloseOn):
		act = "close"
	case is("toggle", p.ToggleOn):
		act = "close"
		if !p.Open {
			act = "open"
		}
	default:
		return
	}
	sys, _ := runtime.LookupService[IPanels](m.Game)
	s, _ := sys.(*system)
	switch {
	case s == nil:
		p.Open = act == "open"
	case act == "open":
		s.openPanel(p)
	default:
		s.closePanel(p)
	}
}
