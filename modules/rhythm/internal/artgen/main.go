// Command artgen makes the song of the "rhythm" template and its two
// charts: assets/song.wav (a synthesised tune of 48 beats, 128 BPM then
// 160 from beat 24, after a count-in of 4 beats) and charts/easy.chart and
// charts/hard.chart, whose notes are the tune's. They are made here, in
// code, so the template ships no sound made elsewhere and the charts are
// exactly on the music; TestFiles checks the files hold what it makes. Run
// it with go generate in modules/rhythm.
//
// Usage:
//
//	artgen -out template
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
)

func main() {
	out := flag.String("out", "template", "the template folder to write into")
	flag.Parse()
	for name, data := range files() {
		path := filepath.Join(*out, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}

// files returns every file artgen writes, by path in the template.
func files() map[string][]byte {
	return map[string][]byte{
		"assets/song.wav":   song(),
		"charts/easy.chart": []byte(chart(false)),
		"charts/hard.chart": []byte(chart(true)),
	}
}
