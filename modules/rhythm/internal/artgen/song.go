package main

import (
	"encoding/binary"
	"math"
	"math/big"
	"time"

	"github.com/griffengine/griff/runtime/beat"
)

// The song's format: mono 8-bit PCM at rate samples a second (about 185
// KB for its 23.15 s).
const rate = 8000

// tempo returns the tune's tempo map.
func tempo() *beat.Map {
	m, err := beat.NewMap(bpm1, beat.Change{Beat: changeBeat, BPM: bpm2})
	if err != nil {
		panic(err) // constants
	}
	return m
}

// sampleOf returns the sample eighth e (from beat 0, negative in the
// count-in) starts on: the tempo map's exact time, after the offset.
func sampleOf(m *beat.Map, e int) int {
	t := m.TimeOf(big.NewRat(int64(e), 2))
	t.Add(t, big.NewRat(int64(offsetMs*time.Millisecond), 1))
	t.Mul(t, big.NewRat(rate, int64(time.Second)))
	return int(new(big.Int).Div(t.Num(), t.Denom()).Int64())
}

// song returns the tune as a WAV file: a kick on every beat (and the
// count-in), a tick on each off-beat, the melody as plucked square-ish
// tones, the long notes held. Every sample is summed in float64 and rounded
// to 8 bits, which hides the last-bit differences math.Sin and math.Exp may
// have between architectures.
func song() []byte {
	m := tempo()
	end := sampleOf(m, 2*phrases*phraseLen) + rate // a second after the last beat
	buf := make([]float64, end)
	for b := -4; b < phrases*phraseLen; b++ {
		kick(buf, sampleOf(m, 2*b))
		tick(buf, sampleOf(m, 2*b+1))
	}
	for p := range phrases {
		start := 2 * p * phraseLen
		for e := range melodyLen {
			tone(buf, sampleOf(m, start+e), sampleOf(m, start+e+1), degree(p, e))
		}
		tone(buf, sampleOf(m, start+12), sampleOf(m, start+15), longDegree[p])
	}
	pcm := make([]byte, end)
	for i, v := range buf {
		pcm[i] = byte(128 + int(math.Round(max(-127, min(127, float64(v*100))))))
	}
	return wav(pcm)
}

// kick adds a falling low sine at sample at.
func kick(buf []float64, at int) {
	for i := range rate / 8 {
		if at+i >= len(buf) {
			return
		}
		t := float64(i) / rate
		f := float64(60 + float64(80*math.Exp(float64(-t*30))))
		buf[at+i] += float64(float64(0.6*math.Sin(float64(2*math.Pi*f*t))) * math.Exp(float64(-t*18)))
	}
}

// tick adds a short high blip at sample at.
func tick(buf []float64, at int) {
	for i := range rate / 40 {
		if at+i >= len(buf) {
			return
		}
		t := float64(i) / rate
		buf[at+i] += float64(float64(0.12*math.Sin(float64(2*math.Pi*3000*t))) * math.Exp(float64(-t*200)))
	}
}

// tone adds the melody note of scale degree d from sample from to to.
func tone(buf []float64, from, to, d int) {
	f := 440 * math.Pow(2, float64(scale[d])/12)
	n := to - from
	for i := range n {
		if from+i >= len(buf) {
			return
		}
		t := float64(i) / rate
		env := min(1, float64(t*400)) * min(1, float64(n-i)/float64(rate/100)) * float64(0.5+float64(0.5*math.Exp(float64(-t*6))))
		s := math.Sin(float64(2*math.Pi*f*t)) + float64(0.3*math.Sin(float64(6*math.Pi*f*t)))
		buf[from+i] += float64(0.28 * env * s)
	}
}

// wav wraps 8-bit mono PCM in a RIFF WAVE file.
func wav(pcm []byte) []byte {
	le := binary.LittleEndian
	b := []byte("RIFF")
	b = le.AppendUint32(b, uint32(36+len(pcm)+len(pcm)%2))
	b = append(b, "WAVEfmt "...)
	b = le.AppendUint32(b, 16)
	b = le.AppendUint16(b, 1) // PCM
	b = le.AppendUint16(b, 1) // mono
	b = le.AppendUint32(b, rate)
	b = le.AppendUint32(b, rate)
	b = le.AppendUint16(b, 1)
	b = le.AppendUint16(b, 8)
	b = append(b, "data"...)
	b = le.AppendUint32(b, uint32(len(pcm)))
	b = append(b, pcm...)
	if len(pcm)%2 == 1 {
		b = append(b, 0) // the chunk's pad byte
	}
	return b
}
