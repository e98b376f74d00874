package ebitenhost

import (
	"io/fs"
	"strings"
)

// ErrNoSoundDevice is wrapped by the error NewSoundOutput returns when it finds,
// before opening anything, that the machine has no sound device (see
// noSoundDevice).
var ErrNoSoundDevice = errNoSoundDevice{}

type errNoSoundDevice struct{}

func (errNoSoundDevice) Error() string { return "no sound device" }

// noSoundDevice reports whether a Linux machine, seen through root (its file
// system from "/", without the leading slash: "proc/asound/cards") and getenv,
// has no sound device oto could open, and says why. It is true only when all of
// these hold: the kernel lists no ALSA card (proc/asound/cards is missing,
// empty or says "--- no soundcards ---"), dev/snd holds no PCM device
// ("pcmC0D0p"), and no sound server answers for the user (PULSE_SERVER is
// unset, XDG_RUNTIME_DIR has neither pulse/native nor pipewire-0, and there
// is no run/pulse/native). Then
// libasound would print a dozen lines of errors to the process's stderr
// before failing, so NewSoundOutput does not try.
func noSoundDevice(root fs.FS, getenv func(string) string) (why string, none bool) {
	if cards, err := fs.ReadFile(root, "proc/asound/cards"); err == nil {
		s := strings.TrimSpace(string(cards))
		if s != "" && !strings.Contains(s, "no soundcards") {
			return "", false
		}
	}
	if pcms, err := fs.Glob(root, "dev/snd/pcmC*"); err == nil && len(pcms) > 0 {
		return "", false
	}
	if getenv("PULSE_SERVER") != "" {
		return "", false
	}
	socks := []string{"run/pulse/native"} // a system-wide PulseAudio
	if run := strings.Trim(getenv("XDG_RUNTIME_DIR"), "/"); run != "" {
		socks = append(socks, run+"/pulse/native", run+"/pipewire-0")
	}
	for _, sock := range socks {
		if _, err := fs.Stat(root, sock); err == nil {
			return "", false
		}
	}
	return "no ALSA sound card in /proc/asound/cards, no PCM device in /dev/snd, no PulseAudio or PipeWire server", true
}
