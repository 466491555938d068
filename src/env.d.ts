declare namespace App {
  interface Locals {
    probe?: string;
  }
}
