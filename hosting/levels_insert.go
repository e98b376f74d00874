package hosting

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/griffengine/griff/scenes/level"
)

// idTree is as much of a scene file's entities as maxID needs.
type idTree struct {
	ID       uint64   `json:"id"`
	Children []idTree `json:"children"`
}

func maxID(ents []idTree) uint64 {
	var m uint64
	for _, e := range ents {
		m = max(m, e.ID, maxID(e.Children))
	}
	return m
}

// insertLevel returns the scene file data with lv's entities put first in
// its "entities", compact on the line of the array's opening bracket (so
// the scene file's own lines keep their numbers), with ids after the
// largest of the file's.
func insertLevel(data []byte, lv *level.Level) ([]byte, error) {
	ids := scanSceneIDs(data) // one pass; else encoding/json, which gives the values or the error
	if !ids.ok {
		var doc struct {
			NextID   uint64   `json:"nextId"`
			Entities []idTree `json:"entities"`
		}
		if err := json.Unmarshal(data, &doc); err != nil {
			return nil, fmt.Errorf("the scene file does not read: %v", err)
		}
		ids.next, ids.max = doc.NextID, maxID(doc.Entities)
	}
	first := max(ids.next, ids.max+1, 1)
	inner, err := lv.CompactEntitiesFrom(first)
	if err != nil {
		return nil, err
	}
	if len(inner) == 0 {
		return data, nil
	}
	at, empty, found := ids.at, ids.empty, ids.found
	if !ids.ok {
		if at, empty, found, err = entitiesBracket(data); err != nil {
			return nil, err
		}
	}
	var insert []byte
	switch {
	case !found:
		insert = append(append([]byte(`"entities":[`), inner...), "],"...)
		if empty { // the document is {}
			insert = insert[:len(insert)-1]
		}
	case empty:
		insert = inner
	default:
		insert = append(inner, ',')
	}
	out := make([]byte, 0, len(data)+len(insert))
	out = append(append(append(out, data[:at]...), insert...), data[at:]...)
	return out, nil
}

// entitiesBracket finds the offset just after the '[' of the top-level
// "entities" (found), and whether the array is empty; or, with no
// "entities", the offset just after the top-level '{' and whether the
// object is empty.
func entitiesBracket(data []byte) (at int, empty, found bool, err error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	if _, err := dec.Token(); err != nil {
		return 0, false, false, err
	}
	top, topEmpty := int(dec.InputOffset()), !dec.More()
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return 0, false, false, err
		}
		if tok == "entities" {
			if t, err := dec.Token(); err != nil || t != json.Delim('[') {
				return 0, false, false, fmt.Errorf("\"entities\" is not an array")
			}
			return int(dec.InputOffset()), !dec.More(), true, nil
		}
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			return 0, false, false, err
		}
	}
	return top, topEmpty, false, nil
}
