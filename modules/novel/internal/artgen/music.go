package main

import (
	"encoding/binary"
	"math"
)

// Music's format: mono 16-bit PCM at musicRate samples a second, small
// enough to ship (about 77 KB for the 3.5 s loop).
const (
	musicRate   = 11025
	noteSeconds = 0.4375 // seconds a note: eighth notes at about 69 beats a minute
)

// melody is the loop's notes, semitones above A3 (220 Hz): a slow major
// pentatonic line that ends where it starts, so the loop joins.
var melody = []int{3, 7, 10, 15, 14, 10, 7, 5}

// lanterns returns the template's music, lanterns.wav: the melody as soft
// sine bells (each note fading out over its length) over a quiet fifth, as
// a WAV file. Every sample is worked out from its index alone; rounding to
// 16 bits hides the last-bit differences math.Exp may have between
// architectures.
func lanterns() []byte {
	per := int(math.Floor(noteSeconds * musicRate)) // 4823 samples
	n := per * len(melody)
	pcm := make([]byte, 0, 2*n)
	for i := range n {
		k, at := i/per, float64(i%per)/musicRate
		f := 220 * math.Pow(2, float64(melody[k])/12)
		bell := float64(math.Sin(float64(2*math.Pi*f*at)) * math.Exp(float64(-3*at)) * min(1, float64(at*200)))
		t := float64(i) / musicRate
		pad := float64(0.25 * (math.Sin(float64(2*math.Pi*110*t)) + math.Sin(float64(2*math.Pi*165*t))))
		v := int16(math.Round(6000 * (bell + pad)))
		pcm = binary.LittleEndian.AppendUint16(pcm, uint16(v))
	}
	return wav(pcm, musicRate)
}

// wav wraps 16-bit mono PCM in a RIFF WAVE file.
func wav(pcm []byte, rate int) []byte {
	le := binary.LittleEndian
	b := []byte("RIFF")
	b = le.AppendUint32(b, uint32(36+len(pcm)))
	b = append(b, "WAVEfmt "...)
	b = le.AppendUint32(b, 16)
	b = le.AppendUint16(b, 1) // PCM
	b = le.AppendUint16(b, 1) // mono
	b = le.AppendUint32(b, uint32(rate))
	b = le.AppendUint32(b, uint32(rate*2))
	b = le.AppendUint16(b, 2)
	b = le.AppendUint16(b, 16)
	b = append(b, "data"...)
	b = le.AppendUint32(b, uint32(len(pcm)))
	return append(b, pcm...)
}
