package level

import (
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/griffengine/griff/scenes"
)

// refs sets the fields of the spawns placed (by spawn, nil for one left
// out) and of the nodes' Refs that refer to editor objects
// (Override.Ref) to the ids of the entities made from those objects, and
// applies them. A reference to an object no entity was made from (a spawn
// left out, an id the map does not have) warns, naming the field, and is
// left as it is.
func (l *Level) refs(s *scenes.Scene, placed []*scenes.Entity) {
	ids := map[int]scenes.EntityID{}
	l.Walk(func(n *Node) {
		if n.Object != 0 && n.id != 0 {
			ids[n.Object] = scenes.EntityID(n.id)
		}
	})
	for i, e := range placed {
		if e != nil && l.Spawns[i].Object != 0 {
			ids[l.Spawns[i].Object] = e.ID()
		}
	}
	for i, e := range placed {
		if e == nil {
			continue
		}
		sp := &l.Spawns[i]
		for _, o := range sp.Fields {
			if o.Ref == 0 {
				continue
			}
			if err := resolve(o, ids, e); err != nil {
				sp.warn(s, e, o.Component, err.Error())
			}
		}
	}
	l.Walk(func(n *Node) {
		e := s.Entity(scenes.EntityID(n.id))
		if len(n.Refs) == 0 || n.id == 0 || e == nil {
			return
		}
		for _, o := range n.Refs {
			if err := resolve(o, ids, e); err != nil {
				s.Problems().Report(scenes.Problem{Severity: scenes.SeverityWarning, File: n.File, Line: n.Line, Column: n.Col,
					Entity: e.Path(), EntityID: e.ID(), Component: o.Component, Message: err.Error()})
			}
		}
	})
}

// resolve applies override o, whose value refers to an editor object, to e
// with the id of the entity made from that object.
func resolve(o Override, ids map[int]scenes.EntityID, e *scenes.Entity) error {
	id, ok := ids[o.Ref]
	if !ok {
		return fmt.Errorf("%s.%s refers to the object %d, from which no entity was made (a prefab the game lacks, or an object the map does not have); the field is left as it is", o.Component, o.Field, o.Ref)
	}
	o.Value = json.RawMessage(strconv.FormatUint(uint64(id), 10))
	return o.Apply(e)
}
