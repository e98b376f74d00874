package dialogue

import (
	"github.com/griffengine/griff/data/dlg"
	"github.com/griffengine/griff/scenes"
)

func (s *system) Start(e *scenes.Entity, node string) error {
	return s.do(e, func(c *Conversation, ses *dlg.Session) error {
		if node == "" {
			node = c.start()
		}
		if err := ses.Start(node); err != nil {
			return err
		}
		c.Started = true
		return nil
	})
}

func (s *system) Turn(e *scenes.Entity) dlg.Turn {
	if _, ses, err := s.readConv(e); err == nil {
		turn := ses.Turn()
		s.localize(e, &turn)
		return turn
	}
	return dlg.Turn{}
}

func (s *system) Next(e *scenes.Entity) error {
	return s.do(e, func(_ *Conversation, ses *dlg.Session) error { return ses.Next() })
}

func (s *system) Choose(e *scenes.Entity, i int) error {
	return s.do(e, func(_ *Conversation, ses *dlg.Session) error { return ses.Choose(i) })
}

func (s *system) Stop(e *scenes.Entity) error {
	return s.do(e, func(_ *Conversation, ses *dlg.Session) error { ses.Stop(); return nil })
}

func (s *system) Flag(e *scenes.Entity, name string) dlg.Value {
	if _, ses, err := s.readConv(e); err == nil {
		return ses.Flag(name)
	}
	return dlg.Value{}
}

func (s *system) SetFlag(e *scenes.Entity, name string, v dlg.Value) error {
	return s.do(e, func(_ *Conversation, ses *dlg.Session) error { ses.SetFlag(name, v); return nil })
}

func (s *system) Save(e *scenes.Entity) string {
	if c := scenes.Read[Conversation](e); c != nil {
		return c.State
	}
	return ""
}

func (s *system) Load(e *scenes.Entity, save string) error {
	return s.do(e, func(_ *Conversation, ses *dlg.Session) error { return ses.Load(save) })
}

func (s *system) Showing() *scenes.Entity {
	for e, c := range scenes.ActiveRead[Conversation](s.g.Scene()) {
		if c.State == "" {
			continue
		}
		if k := s.Turn(e).Kind; k == dlg.TurnLine || k == dlg.TurnMenu {
			return e
		}
	}
	return nil
}
