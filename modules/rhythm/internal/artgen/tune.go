package main

import (
	"fmt"
	"strings"
)

// The tune: 6 phrases of 8 beats. Each phrase is 12 eighth notes of melody
// and a long note on beats 6 to 7½; phrases 0 to 2 at 128 BPM, 3 to 5 at
// 160 (a tempo change on beat 24). Beat 0 falls offset after the start,
// after 4 count-in clicks. Neither tempo puts its beats on whole steps at
// 60 steps a second (a beat is 28.125 and 22.5 steps), so playing it well
// needs the moment of a press within its step.
const (
	phrases    = 6
	phraseLen  = 8  // beats
	melodyLen  = 12 // eighth notes a phrase before its long note
	changeBeat = 24
	bpm1, bpm2 = 128, 160
	offsetMs   = 1900
	lanes      = 4
)

// scale is the major pentatonic on A, in semitones above A4 (440 Hz).
var scale = []int{0, 2, 4, 7, 9, 12, 14}

// phraseDegrees are the melody's scale degrees of a phrase, and longDegree
// its long note's, per phrase.
var (
	phraseDegrees = []int{0, 2, 4, 2, 3, 4, 5, 4, 3, 2, 1, 2}
	longDegree    = []int{0, 3, 1, 4, 2, 0}
)

// degree returns the scale degree of eighth e (0 to 11) of phrase p: the
// phrase's line, a step higher in odd phrases.
func degree(p, e int) int { return phraseDegrees[e] + p%2 }

// lane is the lane of a note of degree d.
func lane(d int) int { return d % lanes }

// beatText writes beat b/2 (b in eighths) as a chart does.
func beatText(b int) string {
	if b%2 == 0 {
		return fmt.Sprint(b / 2)
	}
	if b < 2 {
		return "1/2"
	}
	return fmt.Sprintf("%d 1/2", b/2)
}

// chart returns a chart of the tune: Easy has the melody's notes on the
// beats and the long notes as holds; Hard every eighth, the holds, and a
// second note on each phrase's first beat.
func chart(hard bool) string {
	var b strings.Builder
	diff := "Easy"
	if hard {
		diff = "Hard"
	}
	fmt.Fprintf(&b, "# Written by modules/rhythm/internal/artgen, on the notes of assets/song.wav.\n")
	fmt.Fprintf(&b, "title Lanterns in Four\nartist Griff\ndifficulty %s\nlanes %d\nbpm %d\noffset %dms\ntempo %d %d\n", diff, lanes, bpm1, offsetMs, changeBeat, bpm2)
	for p := range phrases {
		fmt.Fprintf(&b, "\n# phrase %d\n", p+1)
		start := 2 * p * phraseLen // in eighths
		for e := range melodyLen {
			if !hard && e%2 == 1 {
				continue
			}
			l := lane(degree(p, e))
			fmt.Fprintf(&b, "%s lane %d\n", beatText(start+e), l+1)
			if hard && e == 0 {
				fmt.Fprintf(&b, "%s lane %d\n", beatText(start), (l+2)%lanes+1)
			}
		}
		fmt.Fprintf(&b, "hold %s..%s lane %d\n", beatText(start+12), beatText(start+15), lane(longDegree[p])+1)
	}
	return b.String()
}
