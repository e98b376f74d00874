package arc

import (
	"encoding/binary"
	"math"
	"strconv"
	"unicode/utf8"

	"github.com/griffengine/griff/griff"
)

// Writer builds a save: the JSON of Scheduler.Save or the binary form of
// Scheduler.AppendSnapshot (the same calls write either). Generated code writes an
// arc's fields (Field and a value), then its frames root first (Frame, then Param,
// Local and Pause). Values are written with Int, Uint, Float, String, Bool, Null,
// Trigger, Latch, Rand, and BeginArray/EndArray and BeginObject/Key/EndObject for
// composites. A Writer writes no reflection; it only appends bytes.
type Writer struct {
	buf   []byte
	comma []bool // per open container: a value was written, so the next needs a comma
	frame frameState
	bin   *binWriter // non-nil: the binary form
	rands randUses   // the JSON form: where each random stream was written
	arcs  arcIDs     // the arcs written as values (WriteChild), numbered
	core  *core      // the scheduler saved
	top   []*Base    // its arcs, in the saved order (by seq)
}

type frameState uint8

const (
	frameNone frameState = iota
	frameFields
	frameOpen
	frameParams
	frameLocals
)

func (w *Writer) open(c, tag byte) {
	if w.bin != nil {
		w.buf = append(w.buf, tag)
		return
	}
	w.sep()
	w.buf = append(w.buf, c)
	w.comma = append(w.comma, false)
}

func (w *Writer) close(c byte) {
	if w.bin != nil {
		w.buf = append(w.buf, tEnd)
		return
	}
	w.buf = append(w.buf, c)
	w.comma = w.comma[:len(w.comma)-1]
}

// sep writes the comma before a value or key if one is needed.
func (w *Writer) sep() {
	if n := len(w.comma); n > 0 {
		if w.comma[n-1] {
			w.buf = append(w.buf, ',')
		}
		w.comma[n-1] = true
	}
}

// Key writes the name of the next member of the current object.
func (w *Writer) Key(name string) {
	if w.bin != nil {
		w.buf = w.bin.name(append(w.buf, tKey), name)
		return
	}
	w.sep()
	w.buf = appendJSONString(w.buf, name)
	w.buf = append(w.buf, ':')
	w.comma[len(w.comma)-1] = false
}

// BeginObject starts an object value; EndObject ends it.
func (w *Writer) BeginObject() { w.open('{', tObj) }

// EndObject ends the object BeginObject started.
func (w *Writer) EndObject() { w.close('}') }

// BeginArray starts an array value; EndArray ends it.
func (w *Writer) BeginArray() { w.open('[', tArr) }

// EndArray ends the array BeginArray started.
func (w *Writer) EndArray() { w.close(']') }

// Int writes an integer.
func (w *Writer) Int(v int64) {
	if w.bin != nil {
		w.buf = binary.AppendVarint(append(w.buf, tInt), v)
		return
	}
	w.sep()
	w.buf = strconv.AppendInt(w.buf, v, 10)
}

// Uint writes an unsigned integer.
func (w *Writer) Uint(v uint64) {
	if w.bin != nil {
		w.buf = binary.AppendUvarint(append(w.buf, tUint), v)
		return
	}
	w.sep()
	w.buf = strconv.AppendUint(w.buf, v, 10)
}

// Float writes a float; NaN and the infinities are written as the strings "NaN",
// "+Inf" and "-Inf", which ReadFloat accepts.
func (w *Writer) Float(v float64) {
	if w.bin != nil {
		w.buf = binary.LittleEndian.AppendUint64(append(w.buf, tFloat), math.Float64bits(v))
		return
	}
	switch {
	case math.IsNaN(v):
		w.String("NaN")
	case math.IsInf(v, 1):
		w.String("+Inf")
	case math.IsInf(v, -1):
		w.String("-Inf")
	default:
		w.sep()
		w.buf = strconv.AppendFloat(w.buf, v, 'g', -1, 64)
	}
}

// String writes a string.
func (w *Writer) String(v string) {
	if w.bin != nil {
		w.buf = w.bin.name(append(w.buf, tStr), v)
		return
	}
	w.sep()
	w.buf = appendJSONString(w.buf, v)
}

// Bool writes a boolean.
func (w *Writer) Bool(v bool) {
	if w.bin != nil {
		t := byte(tFalse)
		if v {
			t = tTrue
		}
		w.buf = append(w.buf, t)
		return
	}
	w.sep()
	w.buf = strconv.AppendBool(w.buf, v)
}

// Null writes null.
func (w *Writer) Null() {
	if w.bin != nil {
		w.buf = append(w.buf, tNull)
		return
	}
	w.sep()
	w.buf = append(w.buf, "null"...)
}

// Trigger writes a trigger by name (null for nil).
func (w *Writer) Trigger(t *Trigger) {
	if t == nil {
		w.Null()
		return
	}
	w.String(t.name)
}

// Latch writes a latch by name ("!name" for an inverse; null for nil).
func (w *Writer) Latch(l *Latch) {
	if l == nil {
		w.Null()
		return
	}
	w.String(l.Name())
}

// Rand writes a random stream's position (null for nil). A stream written more
// than once in one save (two arcs sharing one *griff.Rand) is saved as one
// stream, so the arcs share one again after a load: see the package documentation.
func (w *Writer) Rand(r *griff.Rand) {
	if r == nil {
		w.Null()
		return
	}
	if w.bin != nil {
		w.buf = w.bin.rand(append(w.buf, tRand), r)
		return
	}
	b, _ := r.MarshalJSON() // never fails
	w.sep()
	start := len(w.buf)
	w.buf = append(w.buf, b...)
	w.rands.add(r, start, len(w.buf))
}

// Field starts the arc field name; its value follows.
func (w *Writer) Field(name string) {
	if w.bin != nil {
		w.buf = w.bin.name(append(w.buf, opField), name)
		return
	}
	w.Key(name)
}

// Frame starts the next frame of the arc's path (root first): the passage
// ("Tutorial.Nag") and the key it is paused at ("" if none).
func (w *Writer) Frame(passage, key string) {
	if w.bin != nil {
		w.buf = w.bin.name(w.bin.name(append(w.buf, opFrame), passage), key)
		return
	}
	w.endFrame()
	if w.frame == frameFields {
		w.close('}')
		w.Key("frames")
		w.open('[', tArr)
	}
	w.open('{', tObj)
	w.Key("at")
	w.String(passage + "/" + key)
	w.frame = frameOpen
}

// Param starts the saved parameter name of the current frame; its value follows.
func (w *Writer) Param(name string) {
	if w.bin != nil {
		w.buf = w.bin.name(append(w.buf, opParam), name)
		return
	}
	if w.frame != frameParams {
		w.endPart()
		w.Key("params")
		w.open('{', tObj)
		w.frame = frameParams
	}
	w.Key(name)
}

// Local starts the saved local name (or hidden state "$key.x") of the current frame;
// its value follows.
func (w *Writer) Local(name string) {
	if w.bin != nil {
		w.buf = w.bin.name(append(w.buf, opLocal), name)
		return
	}
	if w.frame != frameLocals {
		w.endPart()
		w.Key("locals")
		w.open('{', tObj)
		w.frame = frameLocals
	}
	w.Key(name)
}

func (w *Writer) endPart() {
	if w.frame == frameParams || w.frame == frameLocals {
		w.close('}')
		w.frame = frameOpen
	}
}

func (w *Writer) endFrame() {
	w.endPart()
	if w.frame == frameOpen {
		w.close('}')
		w.frame = frameNone
	}
}

// Pause writes the wait of the current frame: its kind, absolute deadline in game
// time (nanoseconds; absent when there is none), and the signals by name with the
// triggers already raised.
func (w *Writer) Pause(p *Pause) {
	if w.bin != nil {
		w.buf = w.bin.pause(append(w.buf, opPause), p)
		return
	}
	w.endPart()
	w.Key("wait")
	w.BeginObject()
	w.Key("kind")
	w.String(p.kind.String())
	if p.kind == pauseTriggers || p.kind == pauseLatches {
		w.Key("all")
		w.Bool(p.all)
	}
	if p.kind != pauseNone && p.kind != pauseYield && p.deadline != griff.MaxTime {
		w.Key("deadline")
		w.Int(int64(p.deadline))
	}
	if p.kind == pauseTriggers {
		w.Key("signals")
		w.BeginArray()
		for _, t := range p.trig {
			w.Trigger(t)
		}
		w.EndArray()
		w.Key("raised")
		w.BeginArray()
		got := p.raised | p.fresh
		for i := range p.trig {
			if got&(1<<uint(i)) != 0 {
				w.Int(int64(i))
			}
		}
		w.EndArray()
		w.Key("first")
		w.Int(int64(p.first))
		w.Key("last")
		w.Int(int64(p.last))
	}
	if p.kind == pauseLatches {
		w.Key("signals")
		w.BeginArray()
		for _, l := range p.latch {
			w.Latch(l)
		}
		w.EndArray()
	}
	w.EndObject()
}

func appendJSONString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '"' || c == '\\':
				b = append(b, '\\', c)
			case c < 0x20 || c == 0x7f:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&15])
			default:
				b = append(b, c)
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			b = append(b, `\ufffd`...)
		} else {
			b = append(b, s[i:i+n]...)
		}
		i += n
	}
	return append(b, '"')
}
