package platformer

import "testing"

// TestInteractionsSnapshot: the coins carried to the next scene survive a
// snapshot, and bytes of another form are refused, changing nothing.
func TestInteractionsSnapshot(t *testing.T) {
	s := &interactSystem{carry: carried{Coins: 12, Pending: true}}
	data, err := s.AppendSnapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	var back interactSystem
	if err := back.RestoreSnapshot(data); err != nil || back.carry != s.carry {
		t.Fatalf("restored %+v (%v), want %+v", back.carry, err, s.carry)
	}
	for _, bad := range [][]byte{nil, data[:8], append(data[:8:8], 2)} {
		if err := back.RestoreSnapshot(bad); err == nil || back.carry != s.carry {
			t.Errorf("RestoreSnapshot(%v): %v, carry %+v", bad, err, back.carry)
		}
	}
}
