package firstperson

import (
	"strconv"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// texts writes the level's status line, message and summary into the
// Griff.Text children of its entity named "Status", "Message" and
// "Summary" (those there), and shows the child "SummaryBack" while there
// is a summary.
func (s *system) texts(e *scenes.Entity, l *Level) {
	b := s.buf[:0]
	b = append(b, "HEALTH "...)
	b = strconv.AppendInt(b, int64(l.Health), 10)
	b = append(b, "   AMMO "...)
	b = strconv.AppendInt(b, int64(l.Ammo), 10)
	b = append(b, "   KILLS "...)
	b = strconv.AppendInt(b, int64(l.Kills), 10)
	b = append(b, '/')
	b = strconv.AppendInt(b, int64(len(l.Enemies)), 10)
	if l.Keys&KeyRed != 0 {
		b = append(b, "   RED KEY"...)
	}
	if l.Keys&KeyBlue != 0 {
		b = append(b, "   BLUE KEY"...)
	}
	b = setText(e, "Status", b)
	b = b[:0]
	if l.MessageSteps > 0 {
		b = append(b, l.Message...)
	}
	b = setText(e, "Message", b)
	b = l.summary(b[:0], s.game.Clock().StepRate())
	if back := child(e, "SummaryBack"); back != nil && back.Active() != (len(b) > 0) {
		back.SetActive(len(b) > 0)
	}
	s.buf = setText(e, "Summary", b)
}

// summary appends the level's summary once it is over: how it ended, the
// time played as minutes:seconds (whole seconds of rate steps each, as
// Wolfenstein 3D's end screen), kills and pickups found.
func (l *Level) summary(b []byte, rate int) []byte {
	switch l.Phase {
	case PhaseWon:
		b = append(b, "LEVEL COMPLETE\n\n"...)
	case PhaseDead:
		b = append(b, "YOU DIED\n\n"...)
	default:
		return b
	}
	b = append(b, "Time "...)
	secs := max(0, l.Steps) / max(1, rate)
	b = strconv.AppendInt(b, int64(secs/60), 10)
	b = append(b, ':', byte('0'+secs%60/10), byte('0'+secs%10))
	b = append(b, "\nKills "...)
	b = strconv.AppendInt(b, int64(l.Kills), 10)
	b = append(b, '/')
	b = strconv.AppendInt(b, int64(len(l.Enemies)), 10)
	found, all := l.Found, 0
	for _, p := range l.Pickups {
		if p.Kind != ThingBarrel && p.Kind != ThingLamp {
			all++
		}
	}
	b = append(b, "\nItems "...)
	b = strconv.AppendInt(b, int64(found), 10)
	b = append(b, '/')
	b = strconv.AppendInt(b, int64(all), 10)
	if l.Phase == PhaseDead {
		b = append(b, "\n\nUse (Space) to try again"...)
	}
	return b
}

// child returns e's child called name, or nil.
func child(e *scenes.Entity, name string) *scenes.Entity {
	for _, c := range e.Children() {
		if c.Name() == name {
			return c
		}
	}
	return nil
}

// setText sets the text of e's child name to text if it differs (so an
// unchanged text makes no garbage), and returns text for reuse.
func setText(e *scenes.Entity, name string, text []byte) []byte {
	c := child(e, name)
	if c == nil {
		return text
	}
	if t := scenes.Read[visual.Text](c); t != nil && t.Text != string(text) {
		c.MarkChanged()
		t.Text = string(text)
	}
	return text
}
