package session

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// benchFrames returns two frames of 64 records of 130 bytes, 8 of which
// move between them (a few bytes change).
func benchFrames() (*Frame, *Frame) {
	a, b := &Frame{}, &Frame{}
	a.Reset(30)
	b.Reset(33)
	a.SetHead(make([]byte, 29))
	b.SetHead(make([]byte, 29))
	rec := make([]byte, 130)
	for i := range 64 {
		rec[0] = byte(i)
		a.Add(scenes.EntityID(i+1), rec)
		if i%8 == 0 {
			rec[40], rec[41], rec[72] = 1, 2, 3
		}
		b.Add(scenes.EntityID(i+1), rec)
		rec[40], rec[41], rec[72] = 0, 0, 0
	}
	return a, b
}

func BenchmarkEncodeDelta64(b *testing.B) {
	base, cur := benchFrames()
	buf := appendDelta(nil, cur, base)
	b.ReportMetric(float64(len(buf)), "bytes/msg")
	b.ReportAllocs()
	for b.Loop() {
		buf = appendDelta(buf[:0], cur, base)
	}
}

func BenchmarkDecodeDelta64(b *testing.B) {
	base, cur := benchFrames()
	msg := appendDelta(nil, cur, base)[1:]
	find := func(griff.Tick) *Frame { return base }
	var out Frame
	var dec decoder
	b.ReportAllocs()
	for b.Loop() {
		if err := dec.readDelta(msg, find, &out); err != nil {
			b.Fatal(err)
		}
	}
}

func TestEncodeDeltaAllocations(t *testing.T) {
	base, cur := benchFrames()
	buf := appendDelta(nil, cur, base)
	if n := testing.AllocsPerRun(100, func() { buf = appendDelta(buf[:0], cur, base) }); n != 0 {
		t.Errorf("encoding a delta allocates %v times, want 0", n)
	}
}

func TestDecodeDeltaAllocations(t *testing.T) {
	base, cur := benchFrames()
	msg := appendDelta(nil, cur, base)[1:]
	find := func(griff.Tick) *Frame { return base }
	var out Frame
	var dec decoder
	dec.readDelta(msg, find, &out)
	if n := testing.AllocsPerRun(100, func() { dec.readDelta(msg, find, &out) }); n != 0 {
		t.Errorf("rebuilding a snapshot allocates %v times once settled, want 0", n)
	}
}

// Packing (DEFLATE) the delta of benchFrames, as the host does before it
// sends a snapshot, and unpacking it, as a player does.
func BenchmarkPackDelta64(b *testing.B) {
	base, cur := benchFrames()
	msg := appendDelta(nil, cur, base)
	var p packer
	b.ReportMetric(float64(len(p.pack(msg))), "bytes/msg")
	b.ReportAllocs()
	for b.Loop() {
		p.pack(msg)
	}
}

func BenchmarkUnpackDelta64(b *testing.B) {
	base, cur := benchFrames()
	var p packer
	z := append([]byte(nil), p.pack(appendDelta(nil, cur, base))...)
	var u unpacker
	b.ReportAllocs()
	for b.Loop() {
		if _, err := u.unpack(z[1:]); err != nil {
			b.Fatal(err)
		}
	}
}

func TestPackAllocations(t *testing.T) {
	base, cur := benchFrames()
	msg := appendDelta(nil, cur, base)
	var p packer
	var u unpacker
	z := append([]byte(nil), p.pack(msg)...)
	if kind(z[0]) != kindSnapshotZ {
		t.Fatal("the bench delta was not packed")
	}
	u.unpack(z[1:])
	if n := testing.AllocsPerRun(100, func() { p.pack(msg) }); n != 0 {
		t.Errorf("packing a delta allocates %v times once settled, want 0", n)
	}
	if n := testing.AllocsPerRun(100, func() { u.unpack(z[1:]) }); n != 0 {
		t.Errorf("unpacking a delta allocates %v times once settled, want 0", n)
	}
}
