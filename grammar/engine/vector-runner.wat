;; The vector runner: one run of a minimal automaton over ASCII text in this module's memory, 16
;; characters a step through the runs that stay in one state (a path, a query, a host), and one
;; character a step elsewhere. grammar/engine/vector-runner.ts lays out each automaton's tables
;; here and copies the text in; `npm run generate` assembles this file into
;; grammar/generated/vector-runner.ts, and test/engine/vector-runner.test.ts holds the two the same.
;;
;; Tables (addresses in bytes, each laid out by vector-runner.ts):
;;   $table      i32 per row + class: the next row (0 is the dead state), as Automaton's table;
;;   $classOf    u8 per ASCII character: its class;
;;   $accepting  u8 per row: 1 when the state accepts;
;;   $runs       i32 per row: 0, or the address of the state's 16-byte run table, plus 1 when a
;;               percent-encoded octet ("%" HEXDIG HEXDIG) leaves the state and comes back to it;
;;   $events     u8 per row + class: the event of that transition, 0 for none;
;;   $positions  i32 per event: where the run last took it, written by the run.
;;
;; A state's run table says which characters keep the state, as two nibble lookups: the character
;; c stays when run[c & 15] & HIGH[c >> 4] is not 0, where HIGH[h] is the bit h for h < 8 (so
;; run[l] holds one bit per row of the ASCII table) and 0 above (no byte past ASCII is copied in).
(module
  ;; The memory comes from vector-runner.ts at its full size and never grows: growing it would
  ;; detach its buffer, and once any buffer has been detached V8 checks every typed array access
  ;; in the process for it (the JavaScript runs' tables included: 40% slower in a loop of them).
  (import "runner" "memory" (memory 1))

  ;; Per high nibble h, the bit of row h of the ASCII table (none above row 7: no such byte).
  (global $rowBits v128 (v128.const i8x16 1 2 4 8 16 32 64 128 0 0 0 0 0 0 0 0))
  (global $lowNibble v128 (v128.const i8x16 15 15 15 15 15 15 15 15 15 15 15 15 15 15 15 15))
  ;; Hex digits, 0x30-0x39, 0x41-0x46 and 0x61-0x66, by low nibble: rows 3, 4 and 6 (8, 16, 64).
  (global $hexRows v128 (v128.const i8x16 8 88 88 88 88 88 88 8 8 8 0 0 0 0 0 0))

  (func (export "run")
    (param $i i32) (param $end i32) (param $row i32)
    (param $table i32) (param $classOf i32) (param $accepting i32) (param $runs i32)
    (param $events i32) (param $positions i32) (param $clear i32)
    (result i32)
    ;; The text is the bytes from $i to $end, with a 0 at $end and 32 readable bytes after it.
    ;; Gives -1 when the run from $row ends in an accepting state, else the address of the byte
    ;; at which it fell into the dead state ($end when the text ended too soon); the row it was
    ;; in then (or at the end) is written just before $positions. Each step of one character writes its address
    ;; at $positions + 4 × $events[row + class] (the caller's marks, `Automaton.marking`; 0 is no
    ;; event, whose slot is written over at will). A run never steps over a marked transition:
    ;; the caller leaves those characters out of $runs. A run that begins a text first writes -1 at
    ;; the $clear positions after the slot of no event (the caller reads them all when it ends:
    ;; writing them here costs less than writing them through the caller's view of this memory).
    (local $info i32) (local $low v128) (local $bytes v128) (local $stays v128)
    (local $notStaying i32) (local $next i32) (local $column i32) (local $after v128)
    (block $cleared
      (loop $clearing
        (br_if $cleared (i32.eqz (local.get $clear)))
        (i32.store (i32.add (local.get $positions) (i32.shl (local.get $clear) (i32.const 2)))
          (i32.const -1))
        (local.set $clear (i32.sub (local.get $clear) (i32.const 1)))
        (br $clearing)))
    (block $ended
      (loop $step
        (br_if $ended (i32.ge_u (local.get $i) (local.get $end)))
        (local.set $info
          (i32.load (i32.add (local.get $runs) (i32.shl (local.get $row) (i32.const 2)))))
        (if (local.get $info)
          (then
            (local.set $low (v128.load (i32.and (local.get $info) (i32.const -16))))
            (block $stopped
              (loop $block
                (local.set $bytes (v128.load (local.get $i)))
                (local.set $stays
                  (v128.and
                    (i8x16.swizzle (local.get $low)
                      (v128.and (local.get $bytes) (global.get $lowNibble)))
                    (i8x16.swizzle (global.get $rowBits)
                      (i8x16.shr_u (local.get $bytes) (i32.const 4)))))
                (local.set $notStaying
                  (i8x16.bitmask (i8x16.eq (local.get $stays) (v128.const i64x2 0 0))))
                (if (i32.and (i32.ne (local.get $notStaying) (i32.const 0)) (i32.and (local.get $info) (i32.const 1)))
                  (then
                    ;; A "%" with two hex digits after it stays too (through the two states of
                    ;; the octet); the digits themselves keep the state (vector-runner.ts checks).
                    ;; A byte is a hex digit when its row bit is in `$hexRows` at its low nibble.
                    (local.set $stays
                      (v128.or (local.get $stays)
                        (v128.and
                          (i8x16.eq (local.get $bytes) (v128.const i8x16 37 37 37 37 37 37 37 37 37 37 37 37 37 37 37 37))
                          (i8x16.ne
                            (i8x16.min_u
                              (v128.and
                                (i8x16.swizzle (global.get $hexRows)
                                  (v128.and (local.tee $after (v128.load offset=1 (local.get $i)))
                                    (global.get $lowNibble)))
                                (i8x16.swizzle (global.get $rowBits)
                                  (i8x16.shr_u (local.get $after) (i32.const 4))))
                              (v128.and
                                (i8x16.swizzle (global.get $hexRows)
                                  (v128.and (local.tee $after (v128.load offset=2 (local.get $i)))
                                    (global.get $lowNibble)))
                                (i8x16.swizzle (global.get $rowBits)
                                  (i8x16.shr_u (local.get $after) (i32.const 4)))))
                            (v128.const i64x2 0 0)))))
                    (local.set $notStaying
                      (i8x16.bitmask (i8x16.eq (local.get $stays) (v128.const i64x2 0 0))))))
                (br_if $stopped (local.get $notStaying))
                (local.set $i (i32.add (local.get $i) (i32.const 16)))
                (br $block)))
            ;; The 0 at $end never stays, so a run stops there at the latest.
            (local.set $i (i32.add (local.get $i) (i32.ctz (local.get $notStaying))))
            (br_if $ended (i32.ge_u (local.get $i) (local.get $end)))))
        (local.set $column
          (i32.add (local.get $row)
            (i32.load8_u (i32.add (local.get $classOf) (i32.load8_u (local.get $i))))))
        (local.set $next
          (i32.load (i32.add (local.get $table) (i32.shl (local.get $column) (i32.const 2)))))
        (if (i32.eqz (local.get $next))
          (then
            (i32.store (i32.sub (local.get $positions) (i32.const 4)) (local.get $row))
            (return (local.get $i))))
        (i32.store
          (i32.add (local.get $positions)
            (i32.shl (i32.load8_u (i32.add (local.get $events) (local.get $column))) (i32.const 2)))
          (local.get $i))
        (local.set $row (local.get $next))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $step)))
    ;; The row is written at the end too, so that a caller can go on from it with more text.
    (i32.store (i32.sub (local.get $positions) (i32.const 4)) (local.get $row))
    (if (result i32) (i32.load8_u (i32.add (local.get $accepting) (local.get $row)))
      (then (i32.const -1))
      (else (local.get $end))))
)
