package level

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// ErrTooLarge is wrapped by SceneFile's error for a level whose scene is
// larger than scenes.MaxFileSize.
var ErrTooLarge = errors.New("too large for a scene")

// SceneFile writes the level's nodes as a Griff scene file (format 1, see the
// scenes package), indented, which scenes.ReadSceneTemplate reads. Entity ids
// are 1, 2, 3... in hierarchy order (a node, then its children), and
// "nextId" is one more than the last, so prefabs Place spawns get ids after
// the level's. SceneFile records each node's id for Place; call it before
// Place. It returns an error if a component's value cannot be encoded as a
// JSON object, and one wrapping ErrTooLarge, naming the level's file, the
// size and how far past the limit it is, if the scene is larger (written
// compact, as hosting reads it) than scenes.MaxFileSize, the most a scene
// file may be: a level can be within its editor's limits and still make a
// scene the scene reader refuses.
func (l *Level) SceneFile() ([]byte, error) { return l.SceneFileFrom(1) }

// SceneFileFrom is SceneFile with the ids starting at firstID instead of 1,
// for a level whose entities join a scene file's (whose ids are below
// firstID). It panics if firstID is 0.
func (l *Level) SceneFileFrom(firstID uint64) ([]byte, error) {
	doc, _, err := l.write(firstID)
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	if err := json.Indent(&out, doc, "", "  "); err != nil {
		return nil, fmt.Errorf("level: %s: %w", l.Name, err)
	}
	out.WriteByte('\n')
	return out.Bytes(), nil
}

// CompactSceneFileFrom is SceneFileFrom without the indentation: the same
// document on one line, with no newline after it (json.Compact of
// SceneFileFrom's), for a reader that wants it compact, as hosting does, so
// it is not indented only to be compacted again. The document is written
// compact: every part of it is literal text or encoding/json's output, which
// is compact and valid, so it is not compacted again either.
func (l *Level) CompactSceneFileFrom(firstID uint64) ([]byte, error) {
	doc, _, err := l.write(firstID)
	return doc, err
}

// CompactEntitiesFrom returns what CompactSceneFileFrom(firstID)'s "entities"
// array holds, without its brackets: the root nodes' entities, each a JSON
// object, comma-separated ("" for a level without nodes). It is for a scene
// file the level's entities are put into (hosting does it for a scene naming a
// level), so the document is not decoded again to find them. Its errors are
// CompactSceneFileFrom's.
func (l *Level) CompactEntitiesFrom(firstID uint64) ([]byte, error) {
	doc, ents, err := l.write(firstID)
	if err != nil {
		return nil, err
	}
	return doc[ents[0]:ents[1]], nil
}

// write writes the scene file of SceneFileFrom(firstID), as it comes (without
// indentation), and checks its size. ents is where the inside of its
// "entities" array starts and ends.
func (l *Level) write(firstID uint64) (doc []byte, ents [2]int, err error) {
	if firstID == 0 {
		panic("level: SceneFileFrom(0): entity ids start at 1")
	}
	w := &fileWriter{next: firstID}
	w.buf.WriteString(`{"format":1,"entities":[`)
	ents[0] = w.buf.Len()
	for i, n := range l.Roots {
		if i > 0 {
			w.buf.WriteByte(',')
		}
		if err := w.node(n); err != nil {
			return nil, ents, err
		}
	}
	ents[1] = w.buf.Len()
	w.buf.WriteString(`],"nextId":` + strconv.FormatUint(w.next, 10) + `}`)
	if n := w.buf.Len(); n > scenes.MaxFileSize {
		return nil, ents, fmt.Errorf("level: %s: %w: the scene made from it is %d bytes, %d past the %d a scene file may have (scenes.MaxFileSize); split it into smaller levels, or draw fewer or smaller tile layers", l.Name, ErrTooLarge, n, n-scenes.MaxFileSize, scenes.MaxFileSize)
	}
	return w.buf.Bytes(), ents, nil
}

type fileWriter struct {
	buf     bytes.Buffer
	next    uint64
	scratch []byte // a component's object (appendValue), reused
}

func (w *fileWriter) node(n *Node) error {
	n.id = w.next
	w.next++
	b := &w.buf
	b.WriteString(`{"id":` + strconv.FormatUint(n.id, 10) + `,"name":`)
	name, _ := json.Marshal(n.Name)
	b.Write(name)
	if n.Hidden {
		b.WriteString(`,"active":false`)
	}
	if err := w.transform(n); err != nil {
		return err
	}
	if len(n.Components) > 0 {
		b.WriteString(`,"components":{`)
		for i, c := range n.Components {
			v, ok := appendValue(w.scratch[:0], c.Value)
			w.scratch = v
			if !ok {
				var err error
				v, err = json.Marshal(c.Value)
				if err != nil || len(v) == 0 || v[0] != '{' {
					return fmt.Errorf("level: %s: node %q: component %s is not a JSON object (%v)", n.File, n.Name, c.Type, err)
				}
			}
			if i > 0 {
				b.WriteByte(',')
			}
			key, _ := json.Marshal(c.Type)
			b.Write(key)
			b.WriteByte(':')
			b.Write(v)
		}
		b.WriteByte('}')
	}
	if len(n.Children) > 0 {
		b.WriteString(`,"children":[`)
		for i, c := range n.Children {
			if i > 0 {
				b.WriteByte(',')
			}
			if err := w.node(c); err != nil {
				return err
			}
		}
		b.WriteByte(']')
	}
	b.WriteByte('}')
	return nil
}

// transform writes the values that differ from the defaults.
func (w *fileWriter) transform(n *Node) error {
	scale := n.Scale
	if scale == (griff.Vec{}) {
		scale = griff.V(1, 1)
	}
	if n.Position == (griff.Vec{}) && n.Rotation == 0 && scale == griff.V(1, 1) {
		return nil
	}
	t := map[string]any{}
	if n.Position != (griff.Vec{}) {
		t["position"] = [2]float64(n.Position)
	}
	if n.Rotation != 0 {
		t["rotation"] = n.Rotation
	}
	if scale != griff.V(1, 1) {
		t["scale"] = [2]float64(scale)
	}
	v, err := json.Marshal(t)
	if err != nil {
		return fmt.Errorf("level: %s: node %q: transform: %w", n.File, n.Name, err)
	}
	w.buf.WriteString(`,"transform":`)
	w.buf.Write(v)
	return nil
}
